/**
 * `npm start` (a root file like vite.config.ts: it wires the build's helpers to the server, which the layers keep
 * apart): builds the SPA only when its inputs changed since dist/ was built (build/build-inputs.ts), and runs
 * the server in this same process. A needed build runs beside the server's own start (PostgreSQL, migrations,
 * seed), which waits for it only before serving pages; a restart with nothing changed goes straight to the server.
 * The build a start runs writes no source maps and compresses nothing; the start compresses the files at a fast
 * level once it is listening, leaving the maximum level and the maps to `npm run build` (decisions 0562, 0804). The
 * server itself runs from an esbuild bundle of its sources, remade only when they changed (decision 0563).
 */
import { spawn } from 'node:child_process';
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildInputsHash, readStamp } from './build/build-inputs.ts';
import { serverBundle } from './build/server-bundle.ts';
import { precompressMissing } from './build/vite-precompress.ts';
import { buildingWebApp } from './server/web-app-build.ts';

const root = process.cwd();
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

function viteBuild(): Promise<void> {
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    // No source maps, and no compression on the build's path: the start compresses once it is listening (below).
    env: {
      ...process.env,
      OFFERWELL_PRECOMPRESS: process.env.OFFERWELL_PRECOMPRESS ?? 'later',
      OFFERWELL_SOURCEMAP: process.env.OFFERWELL_SOURCEMAP ?? 'off',
    },
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`the web app's build failed (exit ${code}); see its output above`));
        return;
      }
      console.log(`Web app built in ${seconds()} s`);
      resolve();
    });
  });
}

// V8's compiled code of the bundle and its packages kept on disk between starts: compiling them was the largest
// part of a restart's CPU profile (1.4 s at load 17; decision 0791). Node checks each entry against its source.
module.enableCompileCache?.(path.join(root, 'node_modules', '.cache', 'offerwell-compile'));
const build = (why: string) => {
  console.log(`Building the web app (${why}) while the server starts…`);
  buildingWebApp(viteBuild());
};
// A fresh clone has no stamp: its build starts first, without hashing its inputs to compare (~0.3 s).
const stamp = await readStamp(path.join(root, 'dist'));
if (stamp === null) build('no build yet');
if (stamp !== null) {
  if (stamp === (await buildInputsHash(root)))
    console.log(
      `Web app unchanged since its last build: build skipped (${Math.round(performance.now() - started)} ms)`,
    );
  else build('its sources changed since dist/ was built');
}
// The server runs from its bundle (build/server-bundle.ts); its stack traces still name the source files.
process.setSourceMapsEnabled(true);
const bundle = await serverBundle(root, 'server/main.ts');
if (bundle.built) console.log(`Server bundled in ${seconds()} s`);
await import(pathToFileURL(bundle.file).href);
// The server is listening (the bundle's top level awaits its start): written now, the cache serves the next start
// even when this one is killed rather than exiting.
module.flushCompileCache?.();
// The build's files compressed for the wire now that pages are served (until then they go uncompressed): what the
// start's build left, or a stopped start did not finish. Nothing to do after `npm run build`.
precompressMissing(path.join(root, 'dist'), 'fast').then(
  (count) => {
    if (count > 0) console.log(`Web app files compressed (${count}) ${seconds()} s after the start`);
  },
  (error: unknown) => console.warn('Compressing the web app files failed; they are sent uncompressed:', error),
);
