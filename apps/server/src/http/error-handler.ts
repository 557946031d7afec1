import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@halyard/contract';
import { DEFAULT_STATUS_MESSAGES, V2_ERROR_OVERRIDES } from '@halyard/domain';
import { HttpError } from './http-error';

function body(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/**
 * One error handler (STYLE.md, fastify/demo): client mistakes get a 4xx with a clear message and the
 * offending fields; anything unexpected is logged and answered with a bare 500 that leaks nothing.
 */
export const SERVICE_BUSY = 'We are busy right now and nothing was done. Try again in a moment.';

/** pg's pool gave no connection within connectionTimeoutMillis, or SQLite's busy_timeout ran out. */
function isSaturation(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  const code = (error as { code?: unknown }).code;
  return (
    message.includes('timeout exceeded when trying to connect') ||
    code === 'SQLITE_BUSY' ||
    code === 'SQLITE_BUSY_SNAPSHOT'
  );
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // spec §8 v2 overrides (decision 0036): the route's override wins for its status, word for word.
    const operation = request.routeOptions.config?.v2Operation;
    const override = (status: number, message: string) =>
      (operation && V2_ERROR_OVERRIDES[operation][status]) ?? message;
    if (error instanceof HttpError) {
      const message = override(error.status, error.message);
      return reply.code(error.status).send(body(error.code, message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value.';
      }
      const where = error.validationContext ?? 'request';
      const message = override(400, `The ${where} is not valid.`);
      return reply.code(400).send(body('validation_failed', message, fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, wrong content type…
      return reply
        .code(status)
        .send(body(error.code ?? 'bad_request', override(status, error.message)));
    }
    if (isSaturation(error)) {
      // Issue 19 item 6: the database had no connection (or lock) to give within its bound; the
      // transaction rolled back, so the client may retry the same request.
      request.log.warn({ err: error }, 'database saturated');
      return reply
        .code(503)
        .header('retry-after', '1')
        .send(body('service_busy', override(503, SERVICE_BUSY)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send(body('internal_error', override(500, DEFAULT_STATUS_MESSAGES[500])));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(body('not_found', `No route for ${request.method} ${request.url.split('?')[0]}.`));
  });
}
