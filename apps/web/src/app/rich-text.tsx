import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { cx } from '@/ui/cx';

/**
 * HTML the server rendered from Markdown (help articles, legal pages; decisions 0130, 0131). The
 * server escapes raw HTML in the source, so this is only the Markdown's own elements. A click on
 * a link to one of the app's pages stays in the app (no full reload).
 */
export function RichText({
  html,
  className,
}: {
  readonly html: string;
  readonly className?: string;
}) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // The links inside are the interactive elements (keyboard included: Enter on a link is a
    // click); the handler only routes them.
    <div
      className={cx('rich-text', className)}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
