import { describe, expect, it } from 'vitest';
import { contrastRatio, DEFAULT_THEME, themeCss, themeVariables } from './embedder-theme.ts';

describe('embedder theme', () => {
  it('turns the colours into the Chakra variables the consumer layout overrides', () => {
    const variables = themeVariables({ ...DEFAULT_THEME, primary: '#7A1F5C' });
    expect(variables['--chakra-colors-brand-solid']).toBe('#7A1F5C');
    expect(variables['--chakra-colors-bg-canvas']).toBe(DEFAULT_THEME.canvas);
    expect(themeCss(DEFAULT_THEME)).toMatch(/^\[data-embedder-theme\] \{\n {2}--chakra-colors-brand-solid: #0B6660;/);
  });

  it('measures WCAG contrast', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio(DEFAULT_THEME.onPrimary, DEFAULT_THEME.primary)).toBeGreaterThan(4.5);
  });
});
