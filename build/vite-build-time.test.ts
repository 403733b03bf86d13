import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ResolvedConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTimeExport, buildTimeModules } from './vite-build-time.ts';

let root: string;
let temp: string;
const tmpBefore = process.env.TMPDIR;
beforeEach(async () => {
  // A temporary directory of this test's own, so the bundles' directories are counted apart from any other build's.
  temp = await mkdtemp(path.join(tmpdir(), 'offerwell-build-time-test-'));
  process.env.TMPDIR = temp;
  root = await mkdtemp(path.join(temp, 'root-'));
  await writeFile(path.join(root, 'shared.ts'), "export const brand = (s: string): string => 'Offerwell ' + s;\n");
  await writeFile(
    path.join(root, 'styles.ts'),
    "import { brand } from './shared.ts';\nexport const css = () => brand('css');\n",
  );
  await writeFile(
    path.join(root, 'page.ts'),
    "import { brand } from './shared.ts';\nexport const html = () => brand('page');\n",
  );
  await writeFile(path.join(root, 'alone.ts'), 'export const alone = () => `alone`;\n');
});
afterEach(async () => {
  if (tmpBefore === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = tmpBefore;
  await rm(temp, { recursive: true, force: true });
});

/** Runs the plugin's hooks as a build would: config, start, and (returned) close. */
function startBuild(modules: readonly string[]) {
  const plugin = buildTimeModules(modules);
  (plugin.configResolved as (config: Pick<ResolvedConfig, 'root'>) => void)({ root });
  (plugin.buildStart as () => void)();
  return () => (plugin.closeBundle as () => Promise<void>)();
}

const tempDirs = async () => (await readdir(temp)).filter((name) => name.startsWith('offerwell-build-time-'));

describe('build-time modules (build/vite-build-time.ts)', () => {
  it('runs each named module from one bundle started with the build, removed when the build closes', async () => {
    const close = startBuild(['./styles.ts', './page.ts', './missing.ts']);
    expect((await buildTimeExport<() => string>(root, './styles.ts', 'css'))?.()).toBe('Offerwell css');
    expect((await buildTimeExport<() => string>(root, './page.ts', 'html'))?.()).toBe('Offerwell page');
    const during = await tempDirs();
    expect(during).toHaveLength(1);
    await close();
    expect(existsSync(path.join(temp, during[0] ?? ''))).toBe(false);
  });

  it('bundles a module the plugin did not name on its own, and answers undefined for a missing one', async () => {
    const close = startBuild(['./styles.ts']);
    expect((await buildTimeExport<() => string>(root, './alone.ts', 'alone'))?.()).toBe('alone');
    expect(await buildTimeExport(root, './missing.ts', 'anything')).toBeUndefined();
    await expect(buildTimeExport(root, './page.ts', 'nope')).rejects.toThrow('./page.ts has no export nope');
    await close();
  });
});
