import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Endpoint } from '../../api/endpoint.ts';

export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api');

export interface RegisteredEndpoint {
  /** `<module>.<export>`, e.g. `session.signIn`: the operationId. */
  id: string;
  endpoint: Endpoint;
}

function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Endpoint>;
  return (
    typeof candidate.method === 'string' &&
    typeof candidate.path === 'string' &&
    typeof candidate.summary === 'string' &&
    candidate.response !== undefined &&
    candidate.access !== undefined
  );
}

/**
 * A declared group of endpoints (api/lookup-list.ts: one declaration gives a list's GET, PUT and POST): an exported
 * value whose `endpoints` holds endpoints. Each is registered as `<module>.<export>.<key>`.
 */
function groupedEndpoints(value: unknown): [string, Endpoint][] {
  if (typeof value !== 'object' || value === null || !('endpoints' in value)) return [];
  const group = (value as { endpoints: unknown }).endpoints;
  if (typeof group !== 'object' || group === null) return [];
  return Object.entries(group).filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]));
}

let loader: Promise<{ import: (specifier: string, parentURL: string) => Promise<unknown> }> | undefined;

/**
 * The api/ files are loaded through tsx, not `import()`: `npm start` runs the server from a bundle
 * (build/server-bundle.ts) in plain Node, which cannot load TypeScript files by itself. One tsx loader per process:
 * tsx's `tsImport` registers a new ESM loader and a new CommonJS require hook on every call and never removes them,
 * so ~70 calls per load, repeated by every test file that loads the endpoints in a shared vitest worker, stacked
 * hundreds of require hooks until a later file's `require` overflowed the stack (invoice-pdf.test.ts in a CI run).
 */
function apiLoader() {
  loader ??= import('tsx/esm/api').then(({ register }) => register({ namespace: 'offerwell-api-registry' }));
  return loader;
}

/** Every endpoint exported by api/*.ts (tests and the client excluded), sorted by path then method. */
export async function loadEndpoints(apiDir = API_DIR): Promise<RegisteredEndpoint[]> {
  const files = (await readdir(apiDir)).filter((file) => /^[a-z0-9-]+\.ts$/.test(file) && !file.endsWith('.test.ts'));
  const found: RegisteredEndpoint[] = [];
  const tsx = await apiLoader();
  for (const file of files.sort()) {
    const url = pathToFileURL(path.join(apiDir, file)).href;
    const module = (await tsx.import(url, import.meta.url)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      const id = `${file.replace(/\.ts$/, '')}.${name}`;
      if (isEndpoint(value)) found.push({ id, endpoint: value });
      for (const [key, endpoint] of groupedEndpoints(value)) found.push({ id: `${id}.${key}`, endpoint });
    }
  }
  return found.sort(
    (a, b) => a.endpoint.path.localeCompare(b.endpoint.path) || a.endpoint.method.localeCompare(b.endpoint.method),
  );
}
