import type { ErrorBody } from '@halyard/contract';
import { describeHttpError } from '@halyard/domain';

interface ApiErrorInit {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  readonly fields?: Readonly<Record<string, string>>;
  readonly retryAfterSeconds?: number;
}

/** A non-2xx answer of our API (or no answer at all: status 0, code `network_error`). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Per-field problems: field path → message (ErrorBody `fields`). */
  readonly fields: Readonly<Record<string, string>>;
  /** From the Retry-After header of a 429 or 503. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** A 4xx answer's own message (written for people; a 5xx one's is not), else `fallback`. */
export function refusalText(error: unknown, fallback: string): string {
  return isApiError(error) && error.status < 500 ? error.message : fallback;
}

function parseRetryAfter(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header)) return Number(header);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const { status } = response;
  const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'), Date.now());
  const body = await response.text().catch(() => '');
  const error = errorOf(parseJson(body));
  if (error) return new ApiError({ status, retryAfterSeconds, ...error });
  // spec §8 default status mapping (400…503), else a generic error with status, text and body.
  const described = describeHttpError({ status, statusText: response.statusText, body });
  const message = described?.message ?? `Request failed: ${status}`;
  return new ApiError({ status, code: `http_${status}`, message, retryAfterSeconds });
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The contract's ErrorBody, checked by hand: this module is in every page's first load, and the
 * zod schema would bring zod with it (decision 0050).
 */
function errorOf(json: unknown): ErrorBody['error'] | null {
  const error = (json as { error?: unknown } | null)?.error as Record<string, unknown> | undefined;
  if (!error || !isText(error.code) || !isText(error.message)) return null;
  const fields = error.fields;
  const validFields =
    fields === undefined ||
    (typeof fields === 'object' && fields !== null && Object.values(fields).every(isText));
  if (!validFields) return null;
  return {
    code: error.code,
    message: error.message,
    ...(fields ? { fields: fields as Record<string, string> } : {}),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function networkError(cause: unknown): ApiError {
  const error = new ApiError({
    status: 0,
    code: 'network_error',
    message: 'No answer from the server.',
  });
  error.cause = cause;
  return error;
}
