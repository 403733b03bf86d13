import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildInputsHash, readStamp, STAMP_FILE } from './build-inputs.ts';

/** A project root with one file in each kind of input the start's build check reads. */
async function project(root: string): Promise<void> {
  for (const dir of ['app', 'features/consumer', 'kit', 'ui', 'api', 'machines', 'domain', 'console', 'build']) {
    await mkdir(path.join(root, dir), { recursive: true });
    await writeFile(path.join(root, dir, 'module.ts'), `export const where = '${dir}';\n`);
  }
  await mkdir(path.join(root, 'server'), { recursive: true });
  await writeFile(path.join(root, 'server', 'main.ts'), 'export {};\n');
  await writeFile(path.join(root, 'index.html'), '<div id="root"></div>\n');
  await writeFile(path.join(root, 'vite.config.ts'), 'export default {};\n');
  await writeFile(path.join(root, 'package-lock.json'), '{}\n');
}

describe('buildInputsHash', () => {
  let root = '';
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'build-inputs-'));
    await project(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('is the same for the same inputs, and changes when any client source, the page, the config or the lockfile does', async () => {
    const env = {};
    const before = await buildInputsHash(root, env);
    expect(await buildInputsHash(root, env)).toBe(before);
    const edits = [
      'app/module.ts',
      'features/consumer/module.ts',
      'kit/module.ts',
      'ui/module.ts',
      'api/module.ts',
      'machines/module.ts',
      'domain/module.ts',
      'console/module.ts',
      'build/module.ts',
      'index.html',
      'vite.config.ts',
      'package-lock.json',
    ];
    for (const file of edits) {
      await writeFile(path.join(root, file), `// edited ${file}\n`);
      const after = await buildInputsHash(root, env);
      expect(after, file).not.toBe(before);
    }
  });

  it('changes when a client file is added, removed or renamed, even with the same bytes', async () => {
    const before = await buildInputsHash(root, {});
    await writeFile(path.join(root, 'features', 'consumer', 'added.tsx'), "export const where = 'features';\n");
    const added = await buildInputsHash(root, {});
    expect(added).not.toBe(before);
    await rm(path.join(root, 'features', 'consumer', 'added.tsx'));
    expect(await buildInputsHash(root, {})).toBe(before);
    await rm(path.join(root, 'ui', 'module.ts'));
    expect(await buildInputsHash(root, {})).not.toBe(before);
  });

  it('ignores tests and the server, which the web app build never reads', async () => {
    const before = await buildInputsHash(root, {});
    await writeFile(path.join(root, 'features', 'consumer', 'module.test.tsx'), 'it.todo("x");\n');
    await writeFile(path.join(root, 'kit', 'flow.spec.ts'), 'it.todo("x");\n');
    await writeFile(path.join(root, 'server', 'main.ts'), 'export const changed = 1;\n');
    expect(await buildInputsHash(root, {})).toBe(before);
  });

  it('changes with a VITE_ variable (read at build time) and not with other variables', async () => {
    const before = await buildInputsHash(root, { PORT: '1' });
    expect(await buildInputsHash(root, { PORT: '2' })).toBe(before);
    expect(await buildInputsHash(root, { VITE_FLAG: 'on' })).not.toBe(before);
  });
});

describe('readStamp', () => {
  it('reads the stamp beside dist/, and null when there is none', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'build-stamp-'));
    try {
      expect(await readStamp(dist)).toBeNull();
      await writeFile(path.join(dist, STAMP_FILE), 'abc123\n');
      expect(await readStamp(dist)).toBe('abc123');
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});
