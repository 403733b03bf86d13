// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { BUILT_GLOBAL_CSS_ATTRIBUTE, forThisDocument, withoutGlobalCss } from './built-global-css.ts';
import { system } from './system.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('forThisDocument', () => {
  it('leaves the global CSS to the app when the page does not carry the build’s copy', () => {
    document.head.innerHTML = '<style data-emotion="css-global abc">:root{}</style>';
    expect(forThisDocument(system)._global).toBe(system._global);
  });

  it('drops it when the page carries the build’s copy, and keeps the rest of the system', () => {
    document.head.innerHTML = `<style ${BUILT_GLOBAL_CSS_ATTRIBUTE} data-emotion="css-global abc">:root{}</style>`;
    const forPage = forThisDocument(system);
    expect(forPage._global).toEqual([]);
    // Recipes added later (ui/late-recipes.ts) stay visible through the shared config.
    expect(forPage._config).toBe(system._config);
  });
});

describe('withoutGlobalCss', () => {
  it('never reads the global CSS of the system it copies (the build computes it on first read)', () => {
    const lazy = Object.defineProperty({ ...system }, '_global', {
      enumerable: true,
      get: () => {
        throw new Error('read');
      },
    });
    const copy = withoutGlobalCss(lazy);
    expect(copy._global).toEqual([]);
    expect(copy.css).toBe(system.css);
  });
});
