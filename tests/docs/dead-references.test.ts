import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const trackedFiles = (pattern: string): string[] =>
  execFileSync('git', ['ls-files', pattern], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const sources = [...trackedFiles('*.ts'), ...trackedFiles('*.tsx'), ...trackedFiles('*.md')];

describe('references inside the repository (issue 17 item 20)', () => {
  it('every docs/… file a comment points to exists', () => {
    const missing = sources.flatMap((file) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(/\bdocs\/[\w./-]+\.md\b/g)]
        .map((match) => match[0])
        .filter((doc) => !existsSync(join(ROOT, doc)))
        .map((doc) => `${file}: ${doc}`),
    );
    expect(missing).toEqual([]);
  });

  it("README's links stay inside the repository and resolve", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const paths = [...readme.matchAll(/`((?:\.\.?\/|docs\/)[^`\s]+\.md)`/g)].map((match) => match[1] ?? '');
    for (const path of paths) {
      expect(resolve(ROOT, path).startsWith(`${ROOT}/`), path).toBe(true);
      expect(existsSync(resolve(dirname(join(ROOT, 'README.md')), path)), path).toBe(true);
    }
  });

  it('declares each shared constant once', () => {
    const declarations = sources.filter((file) =>
      new RegExp(`export const ${'LENDER_PERMISSION_GROUPS'}\\b`).test(readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(declarations).toEqual(['domain/permissions.ts']);
  });

  it('keeps the native bridge in one place', () => {
    expect(sources.filter((file) => file.endsWith('/native-bridge.ts'))).toEqual(['features/general/native-bridge.ts']);
  });
});
