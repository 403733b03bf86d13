import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverBundle } from './server-bundle.ts';

describe('serverBundle', () => {
  let root = '';
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'server-bundle-'));
    await writeFile(
      path.join(root, 'dep.ts'),
      'export const where = (): string => import.meta.url;\nexport const n = 1;\n',
    );
    await writeFile(
      path.join(root, 'main.ts'),
      "import { basename } from 'node:path';\nimport { n, where } from './dep.ts';\nexport const answer = { n, file: basename(new URL(where()).pathname) };\n",
    );
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('bundles once, reuses the bundle while its inputs are unchanged, and rebuilds when one changes', async () => {
    const first = await serverBundle(root, 'main.ts');
    expect(first.built).toBe(true);
    expect(first.file.startsWith(path.join(root, 'node_modules', '.cache'))).toBe(true);
    expect((await serverBundle(root, 'main.ts')).built).toBe(false);

    await writeFile(
      path.join(root, 'dep.ts'),
      'export const where = (): string => import.meta.url;\nexport const n = 2;\n',
    );
    const again = await serverBundle(root, 'main.ts');
    expect(again.built).toBe(true);
    const loaded = (await import(`${pathToFileURL(again.file).href}?v=2`)) as { answer: { n: number; file: string } };
    // The changed input is in the new bundle, and each module still sees its own source file's address.
    expect(loaded.answer).toEqual({ n: 2, file: 'dep.ts' });
  });

  it("keeps stack traces naming the source file and line through the bundle's thinned source map", async () => {
    await writeFile(
      path.join(root, 'dep.ts'),
      'export const n = 1;\n\nexport function fail(): never {\n  const why = String(n);\n  throw new Error(why);\n}\n',
    );
    await writeFile(path.join(root, 'main.ts'), "import { fail } from './dep.ts';\nexport const run = () => fail();\n");
    const { file } = await serverBundle(root, 'main.ts');
    const script = `import(${JSON.stringify(pathToFileURL(file).href)}).then((m) => m.run()).catch((e) => console.log(e.stack))`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--enable-source-maps', '-e', script]);
    expect(stdout).toMatch(/dep\.ts:5:\d+/);
    expect(stdout).toMatch(/main\.ts:2:\d+/);
  });
});
