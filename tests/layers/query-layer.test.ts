import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inlineQueryReport } from './inline-queries.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

const report = inlineQueryReport(root);
const inline = report.flatMap((file) => file.inline.map((endpoint) => `${file.file}#${endpoint}`));

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(folder, name));
}

describe('the server query layer', () => {
  // No handler runs Drizzle/SQL itself since session 35 (docs/decisions/0505-query-layer.md); issue 27 started from 88
  // of 240 (main 2a27974, by this analysis).
  it('handlers call queries, never Drizzle themselves', () => {
    expect(inline).toEqual([]);
  });

  it('a route file imports neither drizzle-orm nor the schema', () => {
    expect(report.filter((file) => file.importsDrizzle).map((file) => file.file)).toEqual([]);
  });

  it('the analysis sees the handlers (a broken parser would pass everything)', () => {
    const handlers = report.reduce((n, file) => n + file.handlers.length, 0);
    expect(handlers).toBeGreaterThan(200);
    expect(report.find((file) => file.file.endsWith('branches.routes.ts'))?.handlers).toContain('listBranches');
  });

  it('a scope is minted only by the scope middleware (server/http/tenant-scope.ts)', () => {
    const cast = /\bas\s+(FiScope|EmbedderScope|AdminScope|ConsumerScope|TenantScope|Scope)\b/;
    const casting = ['server', 'tests']
      .flatMap(sourceFiles)
      .filter((file) => file !== 'server/http/tenant-scope.ts' && !file.startsWith('tests/layers/'))
      .filter((file) => cast.test(readFileSync(join(root, file), 'utf8')));
    expect(casting).toEqual([]);
  });

  it('every query module that takes a lender, embedder or consumer scope has a two-tenant isolation test', () => {
    const folder = 'server/db/queries';
    const scoped = readdirSync(join(root, folder))
      .filter((name) => /^[a-z-]+\.ts$/.test(name) && !['scope.ts', 'list-source.ts'].includes(name))
      // Admin-only modules (AdminScope) reach every tenant by design; a tenant's scope is what must hold.
      .filter((name) =>
        /import type \{[^}]*\b(FiScope|EmbedderScope|TenantScope|ConsumerScope)\b[^}]*\} from '\.\/scope\.ts'/.test(
          readFileSync(join(root, folder, name), 'utf8'),
        ),
      );
    expect(scoped.length).toBeGreaterThan(0);
    const untested = scoped.filter((name) => {
      const test = join(root, folder, name.replace(/\.ts$/, '.test.ts'));
      return !existsSync(test) || !readFileSync(test, 'utf8').includes('twoTenantsFixture()');
    });
    expect(untested.map((name) => relative(root, join(root, folder, name)))).toEqual([]);
  });
});
