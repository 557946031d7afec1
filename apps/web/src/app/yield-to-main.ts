/**
 * Ends the current task and goes on in a new one (decision 0230): the browser may paint and
 * answer input in between, so the start of the app is several short tasks instead of one long
 * one (Lighthouse's "total blocking time" counts what a task runs past 50 ms).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
