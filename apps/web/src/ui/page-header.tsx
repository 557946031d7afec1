import type { ReactNode } from 'react';

/** A portal page's heading and the muted line under it (`TitledPageHeader` titles the tab too). */
export function PageHeader({
  title,
  intro,
}: {
  readonly title: string;
  readonly intro: ReactNode;
}) {
  return (
    <div>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-1 text-ink-muted">{intro}</p>
    </div>
  );
}
