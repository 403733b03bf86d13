import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const PARSER = fileURLToPath(new URL('../ui/intl/message-parser.ts', import.meta.url));
// react-intl's own copies of FormatJS's runtime: @formatjs/intl's identical ones (same versions, npm nested both) are
// served these, so the browser gets each module once.
const REACT_INTL = createRequire(import.meta.url).resolve('react-intl');
const SHARED = /^(intl-messageformat|@formatjs\/fast-memoize)$/;
const FORMATJS = /[\\/]node_modules[\\/](react-intl|@formatjs[\\/]intl|intl-messageformat)[\\/]/;

/**
 * react-intl's dependencies for the browser build, trimmed (issue 31 item 5, decision 0793):
 * - their ICU parser import is served ui/intl/message-parser.ts, a parser of the ICU the app's messages use, instead
 *   of FormatJS's full one with its number/date skeleton parser;
 * - `intl-messageformat` and `@formatjs/fast-memoize`, which npm installed twice (under react-intl and under
 *   @formatjs/intl), resolve to react-intl's copy.
 * Only the build: the dev server and the tests keep FormatJS's parser, which message-parser.test.ts compares with.
 * Only FormatJS's own imports: the app's code and the server (not bundled) import the full parser unchanged.
 */
export function leanIntl(): Plugin {
  return {
    name: 'offerwell-lean-intl',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^(@formatjs\/icu-messageformat-parser|intl-messageformat|@formatjs\/fast-memoize)$/ },
      async handler(source, importer) {
        if (!importer || !FORMATJS.test(importer)) return null;
        if (source === '@formatjs/icu-messageformat-parser') return PARSER;
        if (SHARED.test(source)) return this.resolve(source, REACT_INTL, { skipSelf: true });
        return null;
      },
    },
  };
}
