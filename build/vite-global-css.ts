import type { Plugin } from 'vite';
import { buildTimeExport } from './vite-build-time.ts';
import { resolvedConfig } from './vite-resolved.ts';

/** `html` with `styles` at the end of its head. */
export function withGlobalStyles(html: string, styles: string): string {
  const out = html.replace('</head>', `  ${styles}\n  </head>`);
  if (out === html) throw new Error('index.html has no </head>');
  return out;
}

/**
 * `css` without the variables of `palettes`: the build cuts those palettes from Chakra's theme (leanPalettes in
 * build/vite-lean-chakra.ts), but this CSS is rendered at build time from the untransformed theme.
 */
export function withoutPalettes(css: string, palettes: readonly string[]): string {
  if (palettes.length === 0) return css;
  return css.replace(new RegExp(`--chakra-colors-(?:${palettes.join('|')})-[\\w.-]+:[^;}]*;?`, 'g'), '');
}

/**
 * Writes the theme's global CSS into the built index.html's <head> (and so into every copy of it: build/vite-prerender.ts,
 * build/vite-page-preloads.ts), rendered at build time by `module`'s `render` export (buildTimeExport). Inline, not a linked
 * file: the prerendered pages paint from their HTML alone, and a style sheet would be one more request before that.
 */
export function globalCss(module: string, render: string, unusedPalettes: readonly string[] = []): Plugin {
  const config = resolvedConfig();
  return {
    name: 'offerwell-global-css',
    apply: 'build',
    ...config.hook,
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const styles = (await buildTimeExport<() => string>(config.root(), module, render))?.();
        return styles ? withGlobalStyles(html, withoutPalettes(styles, unusedPalettes)) : html;
      },
    },
  };
}
