/**
 * An embedder's theme (002 §3 Embedder "theme CSS"): a few named colours an admin picks, and the CSS custom
 * properties they become. The consumer marketplace reads only Chakra's semantic tokens (brand.*, bg, fg), so
 * overriding those variables on the consumer layout re-themes every screen without touching one.
 */
export const THEME_COLORS = ['primary', 'onPrimary', 'accent', 'canvas', 'surface', 'text'] as const;
export type ThemeColor = (typeof THEME_COLORS)[number];
export type EmbedderTheme = Readonly<Record<ThemeColor, string>>;

export const THEME_COLOR_LABELS: Readonly<Record<ThemeColor, string>> = {
  primary: 'Primary (buttons)',
  onPrimary: 'Text on primary',
  accent: 'Accent (links, badges)',
  canvas: 'Page background',
  surface: 'Cards and header',
  text: 'Text',
};

/** Offerwell's own look (ui/system.ts brand.600 over slate): what a new embedder starts from. */
export const DEFAULT_THEME: EmbedderTheme = {
  primary: '#0B6660',
  onPrimary: '#FFFFFF',
  accent: '#0A524E',
  canvas: '#F9FAFB',
  surface: '#FFFFFF',
  text: '#111827',
};

export const HEX_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

/** The Chakra variables (cssVarsPrefix `chakra`) each colour overrides. */
export function themeVariables(theme: EmbedderTheme): Record<string, string> {
  return {
    '--chakra-colors-brand-solid': theme.primary,
    '--chakra-colors-brand-focus-ring': theme.primary,
    '--chakra-colors-brand-contrast': theme.onPrimary,
    '--chakra-colors-brand-fg': theme.accent,
    '--chakra-colors-brand-subtle': `color-mix(in srgb, ${theme.accent} 12%, ${theme.surface})`,
    '--chakra-colors-brand-muted': `color-mix(in srgb, ${theme.accent} 22%, ${theme.surface})`,
    '--chakra-colors-brand-emphasized': `color-mix(in srgb, ${theme.accent} 35%, ${theme.surface})`,
    '--chakra-colors-bg-canvas': theme.canvas,
    '--chakra-colors-bg': theme.surface,
    '--chakra-colors-fg': theme.text,
  };
}

/** The theme as the stored "theme CSS": one rule of custom properties for the consumer layout's scope. */
export function themeCss(theme: EmbedderTheme, selector = '[data-embedder-theme]'): string {
  const lines = Object.entries(themeVariables(theme)).map(([name, value]) => `  ${name}: ${value};`);
  return `${selector} {\n${lines.join('\n')}\n}\n`;
}

const channel = (hex: string, at: number) => {
  const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);

/** WCAG contrast ratio of two #RRGGBB colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The pairs a consumer reads, each of which should reach WCAG AA (4.5:1) for text. */
export const CONTRAST_PAIRS: readonly (readonly [ThemeColor, ThemeColor])[] = [
  ['onPrimary', 'primary'],
  ['text', 'surface'],
  ['text', 'canvas'],
  ['accent', 'surface'],
];
export const MIN_TEXT_CONTRAST = 4.5;
