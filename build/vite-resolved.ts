import path from 'node:path';
import type { ResolvedConfig } from 'vite';

/**
 * The config a build plugin sees once Vite has resolved it: spread `hook` into the plugin, then read `root()` (the
 * project root: the bench's stack floor builds with this config from another) in its later hooks.
 */
export function resolvedConfig() {
  let resolved: ResolvedConfig | undefined;
  return {
    hook: {
      configResolved(config: ResolvedConfig) {
        resolved = config;
      },
    },
    root: () => resolved?.root ?? process.cwd(),
    outDir: () => path.resolve(resolved?.root ?? process.cwd(), resolved?.build.outDir ?? 'dist'),
  };
}
