import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EmptyResponse } from './endpoint.ts';
import { resourceEndpoints } from './endpoint-group.ts';
import { generalSetup } from './general-setup.ts';
import { ListQuery } from './paged-list.ts';

// Decision 0796 declares endpoints per resource group. The server, the OpenAPI document and the client read the
// Endpoint objects, so a group must build exactly the objects a declaration of every field built: this test keeps
// every exported endpoint of api/ (its method, full path, summary, tags, access, scope, permission, audit, status and
// a fingerprint of each schema) equal to the checked-in snapshot. UPDATE_ENDPOINT_SNAPSHOT=1 rewrites it, for a
// change that means to alter an endpoint.

const here = import.meta.dirname;
const snapshotFile = join(here, 'endpoints.snapshot.json');

const modules = readdirSync(here, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .sort();

/** The schema's structure and messages (functions and regexes drop out), hashed: equal for equal declarations. */
function fingerprint(schema: unknown): string | null {
  if (schema === undefined) return null;
  const json = JSON.stringify(schema, (_key, value: unknown) => (typeof value === 'function' ? undefined : value));
  return createHash('sha256').update(json).digest('hex').slice(0, 16);
}

const isEndpoint = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

function describeEndpoint(endpoint: Record<string, unknown>) {
  const { params, query, body, response, examples, ...fields } = endpoint;
  return {
    // Which fields it has, so that a group adding an absent field as `undefined` shows too.
    fields: Object.keys(endpoint).sort(),
    ...fields,
    examples: examples !== undefined,
    schemas: {
      params: fingerprint(params),
      query: fingerprint(query),
      body: fingerprint(body),
      response: fingerprint(response),
    },
  };
}

/** Every endpoint an api/ module exports, directly or inside an exported record (lookup lists, groups). */
function collect(into: Record<string, unknown>, name: string, value: unknown, depth: number): void {
  if (isEndpoint(value)) into[name] = describeEndpoint(value);
  else if (depth < 3 && typeof value === 'object' && value !== null && !('~standard' in value)) {
    for (const [key, inner] of Object.entries(value)) collect(into, `${name}.${key}`, inner, depth + 1);
  }
}

async function currentEndpoints(): Promise<Record<string, unknown>> {
  const endpoints: Record<string, unknown> = {};
  for (const file of modules) {
    const exports = (await import(/* @vite-ignore */ join(here, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) collect(endpoints, `${file}#${name}`, value, 0);
  }
  return endpoints;
}

describe('the endpoints of api/', () => {
  it('are the ones of the snapshot, field for field', async () => {
    const endpoints = await currentEndpoints();
    if (process.env.UPDATE_ENDPOINT_SNAPSHOT === '1')
      writeFileSync(snapshotFile, `${JSON.stringify(endpoints, null, 2)}\n`);
    const snapshot = JSON.parse(readFileSync(snapshotFile, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(endpoints).length).toBeGreaterThan(300);
    expect(endpoints).toEqual(snapshot);
  });
});

describe('resourceEndpoints', () => {
  const calls = resourceEndpoints(generalSetup, generalSetup, { row: EmptyResponse, body: EmptyResponse, audit: {} });

  it('builds the calls that need no audit row', () => {
    expect(calls.get('One').method).toBe('GET');
    expect(calls.list('Every one').query).toBe(ListQuery);
  });

  it('refuses at declaration a change whose audit row the resource does not declare', () => {
    expect(() => calls.create('Add one')).toThrow("a resource's created call declares no audit row");
    expect(() => calls.delete('Remove one')).toThrow("a resource's deleted call declares no audit row");
  });
});
