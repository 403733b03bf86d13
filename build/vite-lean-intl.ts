import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

// react-intl's own copies of FormatJS's runtime: @formatjs/intl's identical ones (same versions, npm nested both) are
// served these, so the browser gets each module once.
const REACT_INTL = createRequire(import.meta.url).resolve('react-intl');
const SHARED = /^(intl-messageformat|@formatjs\/fast-memoize)$/;
const FORMATJS = /[\\/]node_modules[\\/](react-intl|@formatjs[\\/]intl|intl-messageformat)[\\/]/;

/**
 * react-intl's dependencies for the browser build, once (issue 31 item 5, decision 0793): `intl-messageformat` and
 * `@formatjs/fast-memoize`, which npm installed twice (under react-intl and under @formatjs/intl, the same
 * versions), resolve to react-intl's copy, so FormatJS's ICU parser behind them ships once too.
 */
export function leanIntl(): Plugin {
  return {
    name: 'offerwell-lean-intl',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^(intl-messageformat|@formatjs\/fast-memoize)$/ },
      async handler(source, importer) {
        if (!importer || !FORMATJS.test(importer)) return null;
        if (SHARED.test(source)) return this.resolve(source, REACT_INTL, { skipSelf: true });
        return null;
      },
    },
  };
}
