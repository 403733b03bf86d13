import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, jsonRequest, type TestDatabase, testDeps } from '../../tests/integration/db.ts';
import { createApp } from '../app.ts';
import { loadEndpoints } from '../openapi/registry.ts';

let database: TestDatabase;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp(testDeps(database.db));
});
afterAll(async () => {
  await database.drop();
});

describe('GET /api/health', () => {
  it('reports the database', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('unknown routes and errors', () => {
  it('answers 404 NOT_FOUND for an unknown API path', async () => {
    for (const path of ['/api/nothing', '/api/auth/nothing/here', '/api/moon/123']) {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('answers a clear page for the SPA when dist is missing', async () => {
    const response = await app.request('/lender/login');
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/not built/);
  });

  it('turns a thrown error into 500 INTERNAL_ERROR and a dead database into 503', async () => {
    // A db object with no methods: every query throws a TypeError, like a bug would.
    const broken = createApp(testDeps({} as never));
    const signIn = await broken.request('/api/auth', jsonRequest('POST', { realm: 'fi', user: 'x', password: 'y' }));
    expect(signIn.status).toBe(500);
    expect(await signIn.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' });
    const health = await broken.request('/api/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
  });
});

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document listing every endpoint of the api/ registry', async () => {
    const response = await app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { operationId: string; 'x-operations'?: string[]; security?: unknown; responses: object }>
      >;
      components: { securitySchemes: object; schemas: { ApiError: object } };
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes).toHaveProperty('bearer');
    expect(document.components.schemas.ApiError).toHaveProperty('properties.code');
    const endpoints = await loadEndpoints();
    expect(endpoints.length).toBeGreaterThanOrEqual(8);
    for (const { id, endpoint } of endpoints) {
      const path = `/api${endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      // A JSON and a multipart endpoint on one path and method are one operation with two bodies.
      expect([operation?.operationId, ...(operation?.['x-operations'] ?? [])], `${endpoint.method} ${path}`).toContain(
        id,
      );
      expect(operation?.security !== undefined).toBe(endpoint.access !== 'public');
    }
    // Every operation whose query takes format=csv|xlsx lists those media types beside JSON (issue 29 item 5).
    const downloads = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.values(methods).flatMap((operation) => {
        const query = (operation as { parameters?: { name: string; schema: { enum?: string[] } }[] }).parameters;
        const formats = query?.find((parameter) => parameter.name === 'format')?.schema.enum ?? [];
        const content = (operation.responses as Record<string, { content?: object }>)['200']?.content ?? {};
        return formats
          .filter((format) => format !== 'json')
          .map((format) => ({ path, format, types: Object.keys(content) }));
      }),
    );
    expect(downloads.length).toBeGreaterThanOrEqual(25);
    const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    for (const { path, format, types } of downloads)
      expect(types, `${path} format=${format}`).toEqual(
        expect.arrayContaining(['application/json', format === 'csv' ? 'text/csv' : XLSX]),
      );
    expect(downloads.some(({ format }) => format === 'xlsx')).toBe(true);
    expect(document.paths['/api/auth']?.post?.responses).toHaveProperty('200');
    expect(document.paths['/api/auth/forgotpassword']?.post?.responses).toHaveProperty('204');
    // Issue 27 removed the legacy unlock (no permission check); the permission-checked one is the only unlock.
    expect(document.paths).not.toHaveProperty(['/api/users/{userId}/unlock']);
    expect(document.paths['/api/console-users/{userId}/unlock']?.post?.operationId).toBeDefined();
  });

  it('serves a reference page at /api/docs', async () => {
    const response = await app.request('/api/docs');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toMatch(/openapi\.json/);
    // Every script and stylesheet is served by us (the page works offline), and each one resolves.
    const assets = [...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const asset of assets) {
      expect(asset.startsWith('/api/docs/assets/')).toBe(true);
      expect((await app.request(asset)).status).toBe(200);
    }
    expect((await app.request('/api/docs/assets/..%2Fpackage.json')).status).toBe(404);
  });
});
