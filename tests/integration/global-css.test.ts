import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withGlobalStyles, withoutPalettes } from '../../build/vite-global-css.ts';
import { lazyGlobalCss } from '../../build/vite-lean-chakra.ts';
import { stylesToAdd } from '../../build/vite-prerender.ts';

const template = '<html><head><title>Offerwell</title></head><body><div id="root"></div></body></html>';
const global = '<style data-built-global data-emotion="css-global 9y9qbh">:root{--chakra-x:1}</style>';

describe('the theme global CSS in every built page (build/vite-global-css.ts, build/vite-prerender.ts)', () => {
  it('goes at the end of the head', () => {
    const page = withGlobalStyles(template, global);
    expect(page.indexOf(global)).toBeGreaterThan(page.indexOf('</title>'));
    expect(page.indexOf(global)).toBeLessThan(page.indexOf('</head>'));
    expect(() => withGlobalStyles('<div id="root"></div>', global)).toThrow('no </head>');
  });

  it('is not written a second time by a prerendered page, which adds only its own styles', () => {
    const rendered =
      '<style data-emotion="css-global 9y9qbh">:root{--chakra-x:1}</style><style data-emotion="css 1abc">.css-1abc{color:red}</style><form class="css-1abc"></form>';
    expect(stylesToAdd(rendered, withGlobalStyles(template, global))).toEqual([
      '<style data-emotion="css 1abc">.css-1abc{color:red}</style>',
    ]);
    expect(stylesToAdd(rendered, template)).toHaveLength(2);
  });
});

describe('withoutPalettes', () => {
  it('drops the variables of palettes the build cut from the theme, and nothing else', () => {
    const css =
      ':root{--chakra-colors-yellow-50:#fefce8;--chakra-colors-red-50:#fef2f2;--chakra-colors-pink-solid:var(--chakra-colors-pink-600);--chakra-colors-cyan-focus-ring:x}';
    expect(withoutPalettes(css, ['yellow', 'cyan', 'pink'])).toBe(':root{--chakra-colors-red-50:#fef2f2;}');
    expect(withoutPalettes(css, [])).toBe(css);
  });
});

describe('lazyGlobalCss (build/vite-lean-chakra.ts)', () => {
  const file = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')),
    '..',
    'esm',
    'styled-system',
    'system.js',
  );
  // A filtered hook (decision 0791): the bundler calls the handler only for the ids its filter matches.
  const hook = lazyGlobalCss().transform as {
    filter: { id: RegExp };
    handler: (code: string, id: string) => { code: string } | null;
  };
  const transform = (code: string, id: string) => (hook.filter.id.test(id) ? hook.handler(code, id) : null);

  it('makes Chakra’s global CSS a getter computed once, line for line', () => {
    const source = readFileSync(file, 'utf8');
    const out = transform(source, file)?.code ?? '';
    expect(out).not.toContain('const _global = [');
    expect(out).toContain(
      'get _global() { return _globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; }',
    );
    expect(out.split('\n')).toHaveLength(source.split('\n').length);
  });

  it('fails the build when Chakra changed that code, and leaves other modules alone', () => {
    expect(() => transform('export function createSystem() {}', file)).toThrow('no longer builds _global');
    expect(transform('const _global = 1;', '/x/other.js')).toBeNull();
  });
});
