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

/** Every endpoint exported by api/*.ts (tests and the client excluded), sorted by path then method. */
export async function loadEndpoints(apiDir = API_DIR): Promise<RegisteredEndpoint[]> {
  const files = (await readdir(apiDir)).filter((file) => /^[a-z0-9-]+\.ts$/.test(file) && !file.endsWith('.test.ts'));
  const found: RegisteredEndpoint[] = [];
  for (const file of files.sort()) {
    const module = (await import(pathToFileURL(path.join(apiDir, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (isEndpoint(value)) found.push({ id: `${file.replace(/\.ts$/, '')}.${name}`, endpoint: value });
    }
  }
  return found.sort(
    (a, b) => a.endpoint.path.localeCompare(b.endpoint.path) || a.endpoint.method.localeCompare(b.endpoint.method),
  );
}
