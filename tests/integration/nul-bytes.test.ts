import { beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint, Schema } from '../../api/endpoint.ts';
import { buildPath } from '../../api/endpoint.ts';
import { DEMO_API_KEY } from '../../server/db/seed.ts';
import { NUL_MESSAGE } from '../../server/http/validation.ts';
import { loadEndpoints, type RegisteredEndpoint } from '../../server/openapi/registry.ts';
import { jsonRequest } from './db.ts';
import { signInConsumer } from './demo-consumer.ts';
import { seededApp } from './seeded-app.ts';

/**
 * Generated from the api/ registry (issue 17 item 12): a NUL character in any string field of any endpoint's body
 * is refused with 400 naming the field, never a 500 from PostgreSQL. A new endpoint is covered the day it exists.
 */
let endpoints: RegisteredEndpoint[] = [];

let consumerJwt = '';
const ctx = seededApp({ signIns: ['cu-admin', 'admin', 'embedder-admin'] });
const { tokens } = ctx;
beforeAll(async () => {
  endpoints = await loadEndpoints();
  consumerJwt = await signInConsumer(ctx.app);
});

type Path = (string | number)[];

interface SchemaNode {
  type: string;
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
  item?: SchemaNode;
  options?: unknown[];
  value?: SchemaNode;
}

/** The paths of every string field a body schema declares (through optional, nullable, arrays, unions, records). */
function stringPaths(schema: SchemaNode, at: Path = []): Path[] {
  switch (schema.type) {
    case 'string':
      return [at];
    case 'object':
    case 'strict_object':
    case 'loose_object':
      return Object.entries(schema.entries ?? {}).flatMap(([key, entry]) => stringPaths(entry, [...at, key]));
    case 'optional':
    case 'nullable':
    case 'nullish':
    case 'exact_optional':
    case 'non_optional':
    case 'non_nullable':
    case 'non_nullish':
      return schema.wrapped ? stringPaths(schema.wrapped, at) : [];
    case 'array':
      return schema.item ? stringPaths(schema.item, [...at, 0]) : [];
    case 'record':
      return schema.value ? stringPaths(schema.value, [...at, 'key']) : [];
    case 'union':
    case 'variant':
      return (schema.options ?? []).flatMap((option) =>
        typeof option === 'object' && option !== null && 'type' in option ? stringPaths(option as SchemaNode, at) : [],
      );
    default:
      return [];
  }
}

/** A body holding only the NUL-bearing string at its path (the refusal comes before the schema's other rules). */
function bodyWith(path: Path, value: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') return [bodyWith(rest, value)];
  return { [head]: bodyWith(rest, value) };
}

function tokenFor(endpoint: Endpoint): string | undefined {
  if (endpoint.access === 'public') return undefined;
  // The partner API takes an embedder's API key where the others take a session token.
  if (endpoint.access === 'apiKey') return DEMO_API_KEY;
  // An admin reaches the scoped endpoints open to it (some lender paths, e.g. PUT /fi/{fiId}, are admin-only); the
  // lender's own changes (enrollment, campaign files) take the lender's admin.
  if (endpoint.scope === 'fi' && !endpoint.access.includes('super')) return tokens['cu-admin'];
  if (endpoint.scope) return tokens.admin;
  if (endpoint.access.includes('fi')) return tokens['cu-admin'];
  if (endpoint.access.includes('super')) return tokens.admin;
  if (endpoint.scope === 'embedder' || endpoint.access.includes('embedder')) return tokens['embedder-admin'];
  return consumerJwt;
}

function pathOf(endpoint: Endpoint): string {
  // A picklist parameter's route matches only its options (server/http/register.ts honoPath): its first fills it.
  const entries =
    (endpoint.params as { entries?: Record<string, { type?: string; options?: unknown[] }> } | undefined)?.entries ??
    {};
  const params = Object.fromEntries(
    [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => [
      name as string,
      name === 'fiId' || name === 'embedderId'
        ? 1
        : entries[name as string]?.type === 'picklist'
          ? String(entries[name as string]?.options?.[0])
          : '00000000-0000-4000-8000-000000000000',
    ]),
  );
  return `/api${buildPath(endpoint.path, params)}`;
}

describe('a NUL character in a string field', () => {
  it('is refused with 400 naming the field on every endpoint with a JSON body', async () => {
    const withBodies = endpoints.filter(({ endpoint }) => endpoint.body !== undefined);
    expect(withBodies.length).toBeGreaterThan(20);
    let fields = 0;
    for (const { id, endpoint } of withBodies) {
      for (const path of stringPaths(endpoint.body as Schema as SchemaNode)) {
        fields += 1;
        const response = await ctx.app.request(
          pathOf(endpoint),
          jsonRequest(endpoint.method, bodyWith(path, 'a\u0000b'), tokenFor(endpoint)),
        );
        const label = `${id} ${path.join('.')}`;
        expect(response.status, label).toBe(400);
        expect(await response.json(), label).toMatchObject({
          code: 'VALIDATION_FAILED',
          issues: [{ path: path.join('.'), message: NUL_MESSAGE }],
        });
      }
    }
    expect(fields).toBeGreaterThan(100);
  });

  it('is refused in a query string and a path parameter too', async () => {
    const list = await ctx.app.request(
      '/api/fi/1/branches?filter=a%00b',
      jsonRequest('GET', undefined, tokens['cu-admin']),
    );
    expect(list.status).toBe(400);
    const offer = await ctx.app.request(
      '/api/consumers/current/offers/a%00b',
      jsonRequest('GET', undefined, consumerJwt),
    );
    expect(offer.status).toBe(400);
  });
});
