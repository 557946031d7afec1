import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { $ZodRegistry, globalRegistry, type GlobalMeta } from 'zod/v4/core';
import { SESSION_COOKIE, STAFF_SESSION_COOKIE, TENANT_HEADER } from '@halyard/contract';

/** Metadata of the server's own schemas first, then the shared registry's (descriptions …). */
class MetaWithFallback extends WeakMap<object, GlobalMeta> {
  override get(schema: object): GlobalMeta | undefined {
    return super.get(schema) ?? globalRegistry._map.get(schema as never);
  }
  override has(schema: object): boolean {
    return super.has(schema) || globalRegistry._map.has(schema as never);
  }
}

/**
 * The contract's named schemas as this server loaded them, taken when the server's code loads.
 * zod keeps one registry per process (on `globalThis`), and the server-rendered web app loads its
 * own copy of the contract, which registers different schema objects under the same ids; built
 * from that shared registry, the document failed with "Duplicate schema id" once a signed-in page
 * had been rendered (test: page-render.test.ts). The ids come from this snapshot; the metadata of
 * unnamed schemas (descriptions) is still read from the shared registry.
 */
function contractSchemas(): $ZodRegistry<GlobalMeta> {
  const own = new $ZodRegistry<GlobalMeta>();
  own._map = new MetaWithFallback() as typeof own._map;
  for (const schema of globalRegistry._idmap.values()) {
    const meta = globalRegistry.get(schema);
    if (meta) own.add(schema, meta);
  }
  return own;
}
const schemaRegistry = contractSchemas();
const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry });
const jsonSchemaTransformObject = createJsonSchemaTransformObject({ schemaRegistry });

type OpenApiDocument = ReturnType<typeof jsonSchemaTransformObject>;

/** Every `$ref` target named anywhere in `value`. */
function collectRefs(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) collectRefs(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') into.add(item);
      else collectRefs(item, into);
    }
  }
  return into;
}

/**
 * The contract registers each schema once and the zod transform emits an input and an output
 * variant of it; only the variants an operation uses stay in `components.schemas` (Redocly's
 * `no-unused-components`). Schemas referenced by kept schemas are kept too.
 */
function withoutUnusedSchemas(document: OpenApiDocument): OpenApiDocument {
  const doc = document as { paths?: unknown; components?: { schemas?: Record<string, unknown> } };
  const schemas = doc.components?.schemas;
  if (!schemas) return document;
  const prefix = '#/components/schemas/';
  const used = collectRefs(doc.paths, new Set());
  for (let grew = true; grew;) {
    grew = false;
    for (const ref of [...used]) {
      const before = used.size;
      collectRefs(schemas[ref.slice(prefix.length)], used);
      grew ||= used.size > before;
    }
  }
  for (const name of Object.keys(schemas)) if (!used.has(prefix + name)) delete schemas[name];
  return document;
}

/**
 * The OpenAPI document is generated from the contract's zod schemas (ARCHITECTURE decision 3) and
 * passes Redocly's recommended rules (issue 20 item 5; `redocly.yaml`): security schemes for the
 * session cookie and the tenant header attached per operation, operation ids, a server.
 */
export async function installOpenApi(app: FastifyInstance, brandName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${brandName} API`,
        description: `Every call carries the \`${TENANT_HEADER}\` header. Sessions are cookies.`,
        version: '1.0.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The HttpOnly session cookie set by sign-in, sign-up or checkout.',
          },
          staffSession: {
            type: 'apiKey',
            in: 'cookie',
            name: STAFF_SESSION_COOKIE,
            description:
              'The back office’s HttpOnly staff session cookie (path /api/admin/), set by a staff sign-in with password and TOTP code.',
          },
          tenant: {
            type: 'apiKey',
            in: 'header',
            name: TENANT_HEADER,
            description: 'The tenant every API call acts for (e.g. `halyard`).',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => withoutUnusedSchemas(jsonSchemaTransformObject(input)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
