/** spec §8 "Default status mapping". */
export const DEFAULT_STATUS_MESSAGES = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
} as const satisfies Record<number, string>;
export type MappedStatus = keyof typeof DEFAULT_STATUS_MESSAGES;

/** spec §8 "A 204 has no body." */
export function hasResponseBody(status: number): boolean {
  return status !== 204;
}

/** spec §8: A 2xx status: not an error. */
export function isOkStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

/** A non-OK answer as the client reports it. */
export type HttpErrorDescription =
  | { readonly kind: 'mapped'; readonly status: MappedStatus; readonly message: string }
  | {
      readonly kind: 'generic';
      readonly status: number;
      readonly statusText: string;
      readonly body: string;
      readonly message: string;
    };

function isMappedStatus(status: number): status is MappedStatus {
  return Object.hasOwn(DEFAULT_STATUS_MESSAGES, status);
}

/**
 * spec §8: a mapped status gives its message; "any other non-OK status gives a generic error
 * with the status, status text and body". Returns null for an OK status.
 */
export function describeHttpError(response: {
  readonly status: number;
  readonly statusText: string;
  readonly body: string;
}): HttpErrorDescription | null {
  const { status, statusText, body } = response;
  if (isOkStatus(status)) return null;
  if (isMappedStatus(status)) {
    return { kind: 'mapped', status, message: DEFAULT_STATUS_MESSAGES[status] };
  }
  const message = `Request failed with status ${status}${statusText ? ` ${statusText}` : ''}`;
  return { kind: 'generic', status, statusText, body, message };
}
