import { describe, expect, it } from 'vitest';
import { withGlobalStyles, withoutPalettes } from '../../vite-global-css.ts';
import { stylesToAdd } from '../../vite-prerender.ts';

const template = '<html><head><title>Offerwell</title></head><body><div id="root"></div></body></html>';
const global = '<style data-built-global data-emotion="css-global 9y9qbh">:root{--chakra-x:1}</style>';

describe('the theme global CSS in every built page (vite-global-css.ts, vite-prerender.ts)', () => {
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
