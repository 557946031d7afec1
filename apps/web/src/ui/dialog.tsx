import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { cx } from './cx';
import { CloseIcon } from './icons';

type Placement = 'center' | 'start' | 'corner';

const placements: Record<Placement, string> = {
  // A dialog in the middle of the screen.
  center: 'inset-x-4 top-1/2 mx-auto max-h-[85dvh] max-w-lg -translate-y-1/2 rounded-card',
  // The slide-out menu: full height along the start edge.
  start:
    'inset-y-0 start-0 h-dvh w-[min(22rem,88vw)] animate-slide-in-start rtl:animate-slide-in-end',
  // The chat panel: above the chat button on large screens, the whole screen on small ones.
  corner:
    'inset-0 sm:inset-auto sm:end-4 sm:bottom-20 sm:h-[min(36rem,80dvh)] sm:w-96 sm:rounded-card',
};

/** The dialog's frame: overlay, content, title, optional description and a labelled close button. */
export function DialogContent({
  title,
  description,
  closeLabel,
  placement = 'center',
  className,
  children,
}: {
  readonly title: ReactNode;
  readonly description?: ReactNode;
  readonly closeLabel: string;
  readonly placement?: Placement;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
      <Dialog.Content
        // Without a description, say so (Radix otherwise points at a description that is absent).
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cx(
          'fixed z-50 flex flex-col overflow-hidden bg-surface shadow-card focus:outline-none',
          placements[placement],
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-border px-5 py-4">
          <div>
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            {description ? (
              <Dialog.Description className="mt-1 text-sm text-ink-muted">
                {description}
              </Dialog.Description>
            ) : null}
          </div>
          <Dialog.Close
            aria-label={closeLabel}
            className="-me-2 inline-flex size-10 shrink-0 items-center justify-center rounded-control text-ink-muted hover:bg-surface-muted hover:text-ink"
          >
            <CloseIcon />
          </Dialog.Close>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
