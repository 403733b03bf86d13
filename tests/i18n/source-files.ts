import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The source files below a folder of the repository (or the file itself), tests, test support and messages files
 * left out: what the no-literal tests (app/no-jsx-literals.test.ts, app/no-value-literals.test.ts) read.
 */
export function sourceFilesOf(root: string, path: string, extension: RegExp): string[] {
  if (extension.test(path)) return [path];
  return readdirSync(join(root, path), { recursive: true })
    .map(String)
    .filter((name) => extension.test(name) && !/\.test\.|test-support|(^|\/)messages\//.test(name))
    .map((name) => join(path, name));
}

/** The consoles' own folders: the admin, lender and embedder features, the shared console features, kit, console. */
export const CONSOLE_FOLDERS = [
  'features/admin',
  'features/lender',
  'features/embedder',
  'features/session',
  'features/charts',
  'features/general',
  'kit',
  'console',
] as const;
