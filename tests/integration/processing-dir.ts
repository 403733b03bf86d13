import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * A test file's own processing directory (PROCESSING_DIR, where the pipeline keeps its files), made fresh before the
 * file's tests and removed after them. vitest runs afterAll hooks in reverse order of registration, so a server the
 * file starts over the directory in a later beforeAll is closed (in its afterAll) before the directory goes.
 */
export function processingDirFixture(prefix: string): { readonly root: string } {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
    process.env.PROCESSING_DIR = root;
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
    delete process.env.PROCESSING_DIR;
  });
  return {
    get root() {
      if (!root) throw new Error('The processing directory is made in the fixture’s beforeAll');
      return root;
    },
  };
}
