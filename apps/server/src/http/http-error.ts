/** An expected failure a route answers with: status, stable code and a message for people. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (what = 'Resource') =>
  new HttpError(404, 'not_found', `${what} not found.`);
export const unauthorized = () => new HttpError(401, 'unauthorized', 'Sign in to continue.');

/** Every rate-limited answer (decision 0108): the wait in whole seconds. */
export const tooManyRequests = (ttlMs: number) =>
  new HttpError(
    429,
    'too_many_requests',
    `Too many requests. Try again in ${Math.max(1, Math.ceil(ttlMs / 1000))} seconds.`,
  );
