/**
 * Answers the page asked for before the app had loaded: for the portal's home, the inline script
 * of index.html (`routePreload` in vite.config.ts) sends the session, subscriptions and feature
 * calls while the JavaScript downloads (decision 0085). They belong to the page load only: the
 * first portal navigation takes them all at once (unused ones are dropped), later ones fetch.
 */
export const EARLY_CALLS = {
  session: '/api/v1/auth/me',
  subscriptions: '/api/v2/subscriptions/',
  features: '/api/v1/features',
} as const;

type EarlyAnswers = Partial<Record<keyof typeof EARLY_CALLS, Promise<Response>>>;

declare global {
  interface Window {
    /** Path → the fetch index.html started (only on the pages `routePreload` names). */
    __halyardEarly?: Record<string, Promise<Response>>;
  }
}

/** The page load's early answers, once; every later call gets none. */
export function takeEarlyAnswers(): EarlyAnswers {
  const started = window.__halyardEarly;
  delete window.__halyardEarly;
  if (!started) return {};
  const answers: EarlyAnswers = {};
  for (const [name, path] of Object.entries(EARLY_CALLS) as [keyof typeof EARLY_CALLS, string][]) {
    const answer = started[path];
    if (answer) answers[name] = answer;
  }
  return answers;
}
