import { fileURLToPath } from 'node:url';
import type { Alias, Plugin } from 'vite';

/**
 * The recipe modules registered when the screens that use them load (ui/late-recipes.ts): vite.config.ts gives them
 * chunks of their own, since left to the `vendor` group they would ride in the entry (Chakra's theme module imports
 * every recipe, so the bundler counts them all as the entry's dependencies).
 */
export const STEP_RECIPE_FILES =
  /theme[\\/]recipes[\\/](accordion|checkbox|checkmark|data-list|link|progress|radio-group|radiomark|table)\.js$/;
export const CONSOLE_RECIPE_FILES =
  /theme[\\/]recipes[\\/](code|dialog|drawer|empty-state|fieldset|input-addon|separator|skeleton|switch|tabs|textarea)\.js$/;
/** The toast's recipe: loaded with the toast region (ui/toaster.tsx), after the first paint. */
export const TOAST_RECIPE_FILE = /theme[\\/]recipes[\\/]toast\.js$/;

/**
 * Chakra's and Ark's anatomy modules (every component's part names) build each anatomy in a top-level call the
 * bundler must assume has side effects, so all ~40 of them ship although only the used components' recipes read
 * theirs. They are pure data: marking the calls pure lets the build drop the unused ones (issue 17, ~1 KB gzip).
 */
export function pureAnatomies(): Plugin {
  const ANATOMY =
    /(@zag-js[\\/][^\\/]+[\\/]dist[\\/].*anatomy\.mjs|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js|@ark-ui[\\/]react[\\/]dist[\\/].*anatomy\.js)$/;
  // `x = createAnatomy(…)`, `x = anatomy.build()`, `x = y.extendWith(…)`, `x = y.rename(…)`.
  const CALL = /=\s*(createAnatomy\(|anatomy\.build\(|[\w$]+\.extendWith\(|[\w$]+\.rename\()/g;
  return {
    name: 'offerwell-pure-anatomies',
    // The filter lets the bundler skip this plugin for every other module without handing its code to JavaScript
    // (decision 0791): three unfiltered transforms were called for each of ~2,000 modules of a build.
    transform: {
      filter: { id: ANATOMY },
      // Only inserts a comment inside a line: the module's lines stay where they were (no source map needed).
      handler: (code) => ({ code: code.replace(CALL, '= /* @__PURE__ */ $1'), map: null }),
    },
  };
}

/**
 * Ark's `Field` namespace is an object with a getter for every part, so importing it (Chakra's Field, Input and
 * NativeSelect do) ships every part: the auto-resizing textarea, the select, the root provider… The alias serves
 * Chakra an ES module namespace of the same parts instead (ui/ark-field.ts), which the build trims to the parts used.
 */
export const arkFieldAlias: Alias = {
  find: /^@ark-ui\/react\/field$/,
  replacement: fileURLToPath(new URL('../ui/ark-field.ts', import.meta.url)),
};

/**
 * Chakra's colour palettes no screen uses (no `colorPalette`, token or status→palette table names them; checked with
 * a search of the whole repository when they were listed): their tokens and semantic tokens are cut from Chakra's
 * theme modules, so they neither ship in the entry nor become CSS variables at start-up (issue 17). A screen that
 * starts using one must take it off this list.
 */
export const UNUSED_PALETTES = ['yellow', 'cyan', 'pink'] as const;

export function leanPalettes(palettes: readonly string[] = UNUSED_PALETTES): Plugin {
  const COLORS = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/](tokens|semantic-tokens)[\\/]colors\.js$/;
  return {
    name: 'offerwell-lean-palettes',
    transform: {
      filter: { id: COLORS },
      handler(code, id) {
        let out = code;
        for (const palette of palettes) {
          // The palette's top-level entry (two-space indent) up to its closing brace; blanked line for line, so the
          // module's other lines stay where they were (no source map needed).
          const start = out.indexOf(`\n  ${palette}: {\n`);
          if (start < 0) throw new Error(`leanPalettes: no ${palette} palette in ${id}`);
          const end = out.indexOf('\n  }', start + 1);
          const close = out[end + 4] === ',' ? end + 5 : end + 4;
          out = out.slice(0, start) + out.slice(start, close).replace(/[^\n]/g, '') + out.slice(close);
        }
        return { code: out, map: null };
      },
    },
  };
}

/**
 * Chakra's createSystem builds the theme's global CSS (reset, global styles, every token's CSS variable) eagerly,
 * although only ChakraProvider reads it (`_global`) — and the app's pages carry the build's copy of that CSS
 * (build/vite-global-css.ts), so their provider never does. Building it was the largest part of the app's start-up on a
 * slow phone (issue 17: ~150 ms of the 4× slower CPU). The transform makes `_global` a getter computed on first
 * read, with the same value; ui/built-global-css.ts copies the system without reading it.
 */
export function lazyGlobalCss(): Plugin {
  const SYSTEM = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
  const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
  return {
    name: 'offerwell-lazy-global-css',
    transform: {
      filter: { id: SYSTEM },
      handler(code, id) {
        const field = code.match(/\n {4}_global,\n/);
        if (!code.includes(EAGER) || !field)
          throw new Error(`lazyGlobalCss: ${id} no longer builds _global as expected`);
        // Each replacement stays on its line: the module's lines stay where they were (no source map needed).
        const out = code
          .replace(EAGER, 'let _globalCss;')
          .replace(
            field[0],
            '\n    get _global() { return _globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; },\n',
          );
        return { code: out, map: null };
      },
    },
  };
}
