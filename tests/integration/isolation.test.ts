import { beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../api/endpoint.ts';
import { buildPath } from '../../api/endpoint.ts';
import { DEMO_EMBEDDER_NUMBER, DEMO_LENDERS } from '../../server/db/seed.ts';
import { loadEndpoints, type RegisteredEndpoint } from '../../server/openapi/registry.ts';
import { authed } from './console-auth.ts';
import { signInForeignEmbedderAdmin } from './foreign-embedder.ts';
import { seededApp } from './seeded-app.ts';

/**
 * Generated from the api/ registry: every tenant-scoped endpoint, called as someone who must not reach it, is
 * refused (403) before anything is read or written. A new endpoint is covered the day it is exported from api/.
 */
let endpoints: RegisteredEndpoint[] = [];
const summit = DEMO_LENDERS[0];
const OTHER_EMBEDDER = 2;

let otherEmbedder = '';
const ctx = seededApp({ signIns: ['bank-admin', 'cu-readonly', 'embedder-admin', 'cu-admin'] });
const { tokens } = ctx;
beforeAll(async () => {
  // A second embedder with its own admin, so embedder-scoped routes have a foreign embedder to refuse.
  const other = await signInForeignEmbedderAdmin(ctx, { code: 'other-embedder', name: 'Other Embedder' });
  expect(other.number).toBe(OTHER_EMBEDDER);
  otherEmbedder = other.token;
  endpoints = await loadEndpoints();
});

/**
 * Any value fills the other path parameters (the refusal comes before they are validated), except a picklist's: the
 * route only matches one of its options (server/http/register.ts honoPath), so its first option fills it.
 */
function pathFor(endpoint: Endpoint, tenant: number): string {
  const names = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
  const entries =
    (endpoint.params as { entries?: Record<string, { type?: string; options?: unknown[] }> } | undefined)?.entries ??
    {};
  const params = Object.fromEntries(
    names.map((name) => [
      name,
      name === 'fiId' || name === 'embedderId'
        ? tenant
        : entries[name]?.type === 'picklist'
          ? String(entries[name]?.options?.[0])
          : '00000000-0000-4000-8000-000000000000',
    ]),
  );
  return `/api${buildPath(endpoint.path, params)}`;
}

async function statusAs(token: string | undefined, endpoint: Endpoint, tenant: number): Promise<number> {
  const init = endpoint.method === 'GET' ? authed('GET', token ?? '') : authed(endpoint.method, token ?? '', {});
  return (await ctx.app.request(pathFor(endpoint, tenant), init)).status;
}

const scoped = (scope: Endpoint['scope']) => endpoints.filter(({ endpoint }) => endpoint.scope === scope);

describe('every tenant-scoped route', () => {
  it('is declared completely: a permission, and an audit row for every change', () => {
    const all = endpoints.filter(({ endpoint }) => endpoint.scope !== undefined);
    expect(all.length).toBeGreaterThan(0);
    for (const { id, endpoint } of all) {
      expect(endpoint.permission, `${id} declares its permission`).toBeDefined();
      if (endpoint.method !== 'GET') expect(endpoint.audit, `${id} declares its audit row`).toBeDefined();
    }
    const unscopedLenderPaths = endpoints.filter(
      ({ endpoint }) => endpoint.path.startsWith('/fi/:fiId') && endpoint.scope !== 'fi',
    );
    expect(unscopedLenderPaths.map(({ id }) => id)).toEqual([]);
  });

  it('refuses a foreign lender, an embedder and, for changes, a Read-only user (lender routes)', async () => {
    for (const { id, endpoint } of scoped('fi')) {
      expect(await statusAs(tokens['bank-admin'], endpoint, summit.number), `${id} as a foreign lender`).toBe(403);
      expect(await statusAs(tokens['embedder-admin'], endpoint, summit.number), `${id} as an embedder`).toBe(403);
      if (endpoint.permission?.action !== 'read') {
        expect(await statusAs(tokens['cu-readonly'], endpoint, summit.number), `${id} as Read-only`).toBe(403);
      }
    }
  });

  it('refuses a lender and a foreign embedder (embedder routes)', async () => {
    for (const { id, endpoint } of scoped('embedder')) {
      expect(await statusAs(tokens['cu-admin'], endpoint, DEMO_EMBEDDER_NUMBER), `${id} as a lender`).toBe(403);
      expect(await statusAs(otherEmbedder, endpoint, DEMO_EMBEDDER_NUMBER), `${id} as another embedder`).toBe(403);
    }
  });

  it('refuses lenders and embedders (admin routes)', async () => {
    for (const { id, endpoint } of scoped('admin')) {
      expect(await statusAs(tokens['cu-admin'], endpoint, summit.number), `${id} as a lender`).toBe(403);
      expect(await statusAs(tokens['embedder-admin'], endpoint, summit.number), `${id} as an embedder`).toBe(403);
    }
  });

  it('lets the lender’s own Read-only user read (the refusals above are about tenant and permission)', async () => {
    for (const { id, endpoint } of scoped('fi').filter(({ endpoint }) => endpoint.method === 'GET')) {
      expect(await statusAs(tokens['cu-readonly'], endpoint, summit.number), id).not.toBe(403);
    }
  });
});
