// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { BUILT_GLOBAL_CSS_ATTRIBUTE, forThisDocument, withoutGlobalCss } from './built-global-css.ts';
import { system } from './system.ts';

// Only this file's own elements are removed: other files' emotion sheets live in the same head (isolate: false).
const added: HTMLElement[] = [];
const addStyle = (attributes: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = `<style ${attributes}>:root{}</style>`;
  const style = holder.firstElementChild as HTMLElement;
  document.head.append(style);
  added.push(style);
};
afterEach(() => {
  for (const style of added.splice(0)) style.remove();
});

describe('forThisDocument', () => {
  it('leaves the global CSS to the app when the page does not carry the build’s copy', () => {
    addStyle('data-emotion="css-global abc"');
    expect(forThisDocument(system)._global).toBe(system._global);
  });

  it('drops it when the page carries the build’s copy, and keeps the rest of the system', () => {
    addStyle(`${BUILT_GLOBAL_CSS_ATTRIBUTE} data-emotion="css-global abc"`);
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
