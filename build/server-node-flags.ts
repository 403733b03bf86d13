import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Node flags `npm start` gives the server (package.json `scripts.start`, `node <flags> start.ts`), read from
 * there so that the benches run the server with the same heap settings as a start does (decision 0799).
 */
export function serverNodeFlags(root = process.cwd()): string[] {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [node, ...rest] = manifest.scripts.start.split(/\s+/);
  if (node !== 'node' || rest.at(-1) !== 'start.ts')
    throw new Error(`unexpected start script: ${manifest.scripts.start}`);
  return rest.slice(0, -1);
}
