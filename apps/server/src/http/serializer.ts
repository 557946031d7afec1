import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/** One compiled serialiser per contract schema, shared by every app built in this process. */
const compiled = new WeakMap<z.ZodType, Serialize>();

/** The JSON schema of what a route answers, from its zod contract (the single source). */
export function responseJsonSchema(schema: z.ZodType) {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
  });
  return jsonSchema;
}

/**
 * Fastify's serialiser compiler for contract routes (issue 19, decision 0210): each response schema
 * is turned into JSON schema once and compiled by fast-json-stringify — Fastify's own path — rather
 * than re-parsed by zod on every answer. The contract stays the one description: the same zod
 * schemas give the OpenAPI document and these serialisers. Properties a schema does not declare are
 * left out, as zod's parse did.
 */
export const contractSerializerCompiler = (({ schema }: { schema: z.ZodType }) => {
  let serialize = compiled.get(schema);
  if (!serialize) {
    serialize = fastJsonStringify(responseJsonSchema(schema) as never) as Serialize;
    compiled.set(schema, serialize);
  }
  return serialize;
}) as unknown as FastifySerializerCompiler<z.ZodType>;
