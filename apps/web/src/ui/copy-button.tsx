import { useState } from 'react';
import { Button } from './button';
import { CopyIcon } from './icons';

export interface CopyButtonText {
  /** The button's accessible name, e.g. "Copy the activation code". */
  readonly label: string;
  readonly copy: string;
  readonly copied: string;
  readonly failed: string;
}

/** Copies a text to the clipboard and remembers how that went, for a polite status to say. */
export function useClipboard() {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return { state, copy };
}

/**
 * Copies a text to the clipboard and says so in a polite status, so screen readers hear it. The
 * words come from the caller's catalogue (the storefront and the portal load different ones).
 */
export function CopyButton({
  text,
  words,
}: {
  readonly text: string;
  readonly words: CopyButtonText;
}) {
  const { state: copied, copy } = useClipboard();
  return (
    <span className="inline-flex items-center gap-3">
      <Button variant="secondary" onClick={() => void copy(text)} aria-label={words.label}>
        <CopyIcon className="size-4" />
        {words.copy}
      </Button>
      <span role="status" className="text-sm text-ink-muted">
        {copied === 'copied' ? words.copied : copied === 'failed' ? words.failed : ''}
      </span>
    </span>
  );
}

/** A code the customer types elsewhere (an activation code, a coupon), shown large, with its copy button. */
export function CopyableCode({
  code,
  testId,
  words,
}: {
  readonly code: string;
  readonly testId: string;
  readonly words: CopyButtonText;
}) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <code
        data-testid={testId}
        className="rounded-control bg-surface-muted px-3 py-2 font-mono text-lg break-all"
      >
        {code}
      </code>
      <CopyButton text={code} words={words} />
    </div>
  );
}
