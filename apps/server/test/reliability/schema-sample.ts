import type { RouteContract } from '@halyard/contract';
import { z } from 'zod';

/** A JSON Schema node as zod's toJSONSchema writes it (the parts the sampler reads). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  additionalProperties?: JsonSchema | boolean;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/** The input JSON Schema of a contract schema, with its $defs inlined on demand by `resolve`. */
export function inputSchema(schema: z.ZodType): {
  root: JsonSchema;
  resolve(s: JsonSchema): JsonSchema;
} {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const defs = root.$defs ?? {};
  const resolve = (s: JsonSchema): JsonSchema => {
    let node = s;
    for (let depth = 0; node.$ref && depth < 10; depth++) {
      const name = node.$ref.split('/').pop() as string;
      node = defs[name] ?? {};
    }
    return node;
  };
  return { root, resolve };
}

const SAMPLE_STRINGS: Record<string, string> = {
  email: 'someone@example.com',
  uuid: '00000000-0000-4000-8000-000000000000',
  'date-time': '2026-11-23T12:00:00.000Z',
  date: '2026-11-23',
  uri: 'https://example.com/',
  url: 'https://example.com/',
};

/**
 * A minimal valid value of a schema: required properties only, first enum member / union branch,
 * the least length or number allowed. Patterns other than a few simple ones are not solved: a
 * route whose body needs one gets a template in the test that uses this.
 */
export function sampleOf(schema: z.ZodType): unknown {
  const { root, resolve } = inputSchema(schema);
  return sampleJsonSchema(root, resolve);
}

/** The same over any JSON Schema (the OpenAPI document's), with its own $ref resolver. */
export function sampleJsonSchema(
  root: JsonSchema,
  resolve: (s: JsonSchema) => JsonSchema,
): unknown {
  const sample = (raw: JsonSchema, depth: number): unknown => {
    const s = resolve(raw);
    if (depth > 12) return null;
    if (s.const !== undefined) return s.const;
    if (s.enum) return s.enum[0];
    if (s.default !== undefined) return s.default;
    const branches = s.anyOf ?? s.oneOf;
    if (branches) {
      const nonNull = branches.find((b) => resolve(b).type !== 'null');
      return sample(nonNull ?? (branches[0] as JsonSchema), depth + 1);
    }
    if (s.allOf) return Object.assign({}, ...s.allOf.map((p) => sample(p, depth + 1)));
    const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
    switch (type) {
      case 'object': {
        const out: Record<string, unknown> = {};
        for (const key of s.required ?? []) out[key] = sample(s.properties?.[key] ?? {}, depth + 1);
        return out;
      }
      case 'array': {
        const n = s.minItems ?? 0;
        const item = s.items ?? s.prefixItems?.[0] ?? {};
        return Array.from({ length: n }, () => sample(item, depth + 1));
      }
      case 'string': {
        const preset = s.format ? SAMPLE_STRINGS[s.format] : undefined;
        if (preset) return preset;
        if (s.pattern === '^\\d+$' || s.pattern === '^[0-9]+$') return '1'.repeat(s.minLength ?? 1);
        const length = Math.max(s.minLength ?? 1, 1);
        return 'x'.repeat(Math.min(length, s.maxLength ?? length));
      }
      case 'integer':
      case 'number':
        return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
      case 'boolean':
        return false;
      case 'null':
        return null;
      default:
        return {};
    }
  };
  return sample(root, 0);
}

/** Every property path (a.b, a[].c) in a route's input whose name ends in id / ids. */
export function idFields(contract: RouteContract): string[] {
  const found: string[] = [];
  for (const [where, schema] of [
    ['params', contract.params],
    ['query', contract.querystring],
    ['body', contract.body],
  ] as const) {
    if (!schema) continue;
    const { root, resolve } = inputSchema(schema);
    const seen = new Set<JsonSchema>();
    const walk = (raw: JsonSchema, prefix: string) => {
      const s = resolve(raw);
      if (seen.has(s)) return;
      seen.add(s);
      for (const [key, child] of Object.entries(s.properties ?? {})) {
        if (/ids?$/i.test(key)) found.push(`${where}.${prefix}${key}`);
        walk(child, `${prefix}${key}.`);
      }
      for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])])
        walk(branch, prefix);
      if (s.items) walk(s.items, `${prefix}[].`);
    };
    walk(root, '');
  }
  return [...new Set(found)];
}

/** Sets a dotted path (no arrays) in a plain object, creating objects on the way. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1) as string] = value;
}
