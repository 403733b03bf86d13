import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  nativeSelectSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with only the recipes of the components this app uses: the full set (every component's
 * styles, about 200 KB minified) would sit in every realm's first download (bundle goal, docs/performance.md). A
 * component added to the app needs its recipe added here, or it renders unstyled. The recipes of components only later
 * screens render (the consoles, the consumer's later steps, the toast region) are not here: ui/late-recipes.ts and
 * ui/toaster.tsx add them when those screens load.
 */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
    },
  },
});

/**
 * Offerwell brand: a deep teal primary (money, trust) over slate neutrals. Components use the semantic `brand.*`
 * tokens so a realm or partner theme can swap the palette without touching screens.
 */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.canvas', color: 'fg', fontFeatureSettings: '"cv11", "ss01"' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', sans-serif" },
        body: { value: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', sans-serif" },
      },
      colors: {
        brand: {
          50: { value: '#e6f4f3' },
          100: { value: '#c0e3e0' },
          200: { value: '#8fcdc8' },
          300: { value: '#5bb3ad' },
          400: { value: '#2f9891' },
          500: { value: '#0f7c76' },
          600: { value: '#0b6660' },
          700: { value: '#0a524e' },
          800: { value: '#0b3f3d' },
          900: { value: '#0b2f30' },
          950: { value: '#061b1c' },
        },
        navy: {
          700: { value: '#1c2f4a' },
          800: { value: '#14233a' },
          900: { value: '#0d182a' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.200}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        bg: {
          canvas: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
          sidebar: { value: { _light: '{colors.navy.900}', _dark: '{colors.navy.900}' } },
        },
        sidebar: {
          fg: { value: '{colors.gray.200}' },
          active: { value: '{colors.brand.700}' },
          hover: { value: '{colors.navy.700}' },
        },
      },
    },
  },
});

// One merge: createSystem merges its configs itself (merging twice cloned the whole theme twice on every start).
export const system = createSystem(defaultBaseConfig, themeConfig, config);

type Theme = NonNullable<typeof system._config.theme>;

/**
 * Adds recipes to the app's system after it was made: a lazily loaded screen registers the recipes only it uses before
 * it renders (ui/late-recipes.ts), so the consumer's first download does not carry them (issue 17). Chakra looks a
 * recipe up by key on a component's first render and keeps what it found: a recipe must be added before the first
 * component that uses it renders, never after.
 */
export function addRecipes(extra: Pick<Theme, 'recipes' | 'slotRecipes'>): void {
  const theme: Theme = system._config.theme ?? {};
  system._config.theme = theme;
  theme.recipes = Object.assign(theme.recipes ?? {}, extra.recipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, extra.slotRecipes);
}
