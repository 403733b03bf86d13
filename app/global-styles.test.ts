import { describe, expect, it } from 'vitest';
import { BUILT_GLOBAL_CSS_ATTRIBUTE } from '../ui/built-global-css.ts';
import { renderGlobalStyles } from './global-styles.tsx';

describe('the theme global CSS the build writes into every page', () => {
  it('holds the layer order, the reset and the token variables, marked as the build’s', () => {
    const styles = renderGlobalStyles();
    expect(styles).toContain(`<style ${BUILT_GLOBAL_CSS_ATTRIBUTE} data-emotion="css-global`);
    expect(styles).toContain('@layer reset,base,tokens,recipes;');
    expect(styles).toContain('--chakra-colors-brand-600:#0b6660');
  });
});
