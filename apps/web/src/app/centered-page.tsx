import type { ReactNode } from 'react';
import { getPageConfig } from './page-config';

/** A page of its own (sign-in, 404, errors): the brand above one centred card. */
export function CenteredPage({ children }: { readonly children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center px-4 py-10 sm:py-16">
      <p className="mb-8 text-xl font-bold tracking-tight text-ink">{getPageConfig().brandName}</p>
      <main className="w-full max-w-md rounded-card bg-surface p-6 shadow-card sm:p-8">
        {children}
      </main>
    </div>
  );
}
