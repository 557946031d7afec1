import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STATUS_MESSAGES,
  describeHttpError,
  hasResponseBody,
  isOkStatus,
} from './http-status';
import { V2_ERROR_OVERRIDES, v2ErrorMessage } from './v2-overrides';

const answer = (status: number, statusText = '', body = '') => ({ status, statusText, body });

describe('spec §8 default status mapping', () => {
  it.each([
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [500, 'Internal Server Error'],
    [502, 'Bad Gateway'],
    [503, 'Service Unavailable'],
  ])('%i is %s', (status, message) => {
    expect(describeHttpError(answer(status))).toEqual({ kind: 'mapped', status, message });
  });

  it('maps exactly those seven statuses', () => {
    expect(Object.keys(DEFAULT_STATUS_MESSAGES).map(Number)).toEqual([
      400, 401, 403, 404, 500, 502, 503,
    ]);
  });

  it('any other non-OK status gives a generic error with the status, status text and body', () => {
    expect(describeHttpError(answer(418, "I'm a teapot", '{"error":"tea"}'))).toEqual({
      kind: 'generic',
      status: 418,
      statusText: "I'm a teapot",
      body: '{"error":"tea"}',
      message: "Request failed with status 418 I'm a teapot",
    });
    expect(describeHttpError(answer(429))).toMatchObject({
      message: 'Request failed with status 429',
    });
  });

  it('an OK status is no error, and a 204 has no body', () => {
    expect(describeHttpError(answer(200))).toBeNull();
    expect(describeHttpError(answer(204))).toBeNull();
    expect(hasResponseBody(204)).toBe(false);
    expect(hasResponseBody(200)).toBe(true);
    expect(isOkStatus(299)).toBe(true);
    expect(isOkStatus(301)).toBe(false);
  });
});

describe('spec §8 v2 overrides, word for word', () => {
  it.each([
    ['refund-estimate', 400, 'Bad request or missing data.'],
    ['refund-estimate', 500, 'Internal server error.'],
    ['email-update', 400, 'Invalid request or validation failed'],
    ['email-update', 403, 'Forbidden due to incorrect password or mismatched old email.'],
    ['email-confirm', 403, 'Invalid or expired activation code.'],
    ['password-update', 403, 'Invalid current password'],
    ['password-update', 422, 'Validation error (e.g., new password too weak).'],
    ['checkout', 500, 'Internal Server Error.'],
  ] as const)('%s %i: "%s"', (operation, status, message) => {
    expect(V2_ERROR_OVERRIDES[operation][status]).toBe(message);
    expect(v2ErrorMessage(operation, answer(status))).toBe(message);
  });

  it('a status without an override falls back to the default mapping, then the generic message', () => {
    expect(v2ErrorMessage('email-confirm', answer(404))).toBe('Not Found');
    expect(v2ErrorMessage('checkout', answer(409, 'Conflict'))).toBe(
      'Request failed with status 409 Conflict',
    );
    expect(v2ErrorMessage(null, answer(500))).toBe('Internal Server Error');
    expect(v2ErrorMessage('checkout', answer(201))).toBeNull();
  });
});
