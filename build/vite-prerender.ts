import type { Plugin } from 'vite';
import { buildTimeExport } from './vite-build-time.ts';
import { type PageCopy, pageCopies } from './vite-page-copies.ts';

/** A page whose first state the build writes into its own copy of index.html (served for that path alone). */
export interface PrerenderedPage {
  /** Paths the page answers, e.g. /consumer/auth/login (written as <path>/index.html, which the server serves). */
  readonly paths: readonly string[];
  /** Module (bundled and run at build time: buildTimeExport) and its export returning the page's HTML and title. */
  readonly module: string;
  readonly render: string;
}

const STYLE = /<style data-emotion="[^"]*"[^>]*>[\s\S]*?<\/style>/g;
const emotionName = (style: string) => style.match(/data-emotion="[^"]*"/)?.[0] ?? style;

/** The <style> elements of a rendered page that its template does not carry already (the theme's global CSS). */
export const stylesToAdd = (html: string, template: string): string[] =>
  (html.match(STYLE) ?? []).filter((style) => !template.includes(emotionName(style)));

/**
 * Writes, beside index.html, a copy for each prerendered page with the page's first state inside
 * `<div id="prerendered" inert>` before the app's #root: the browser paints the form as soon as the HTML and its
 * style sheet arrived, without waiting for the scripts (issue 17: Lighthouse's FCP and LCP on a slow phone). The
 * page's emotion <style> elements go into <head> (inline style is allowed by the page policy; inline script is not,
 * and none is written). The copy is inert: nothing can be typed or pressed before the app has put the live form in
 * its place (ui/prerendered-frame.ts).
 */
export function prerender(pages: readonly PrerenderedPage[]): Plugin {
  return pageCopies('offerwell-prerender', async (template, _bundle, root) => {
    const copies: PageCopy[] = [];
    for (const page of pages) {
      const render = await buildTimeExport<() => { html: string; title: string }>(root, page.module, page.render);
      if (!render) continue;
      const { html, title } = render();
      // The theme's global styles are in every page already (build/vite-global-css.ts): only the page's own are added.
      const styles = stylesToAdd(html, template);
      const markup = html.replace(STYLE, '');
      const source = template
        .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
        .replace('</head>', `${styles.join('')}\n  </head>`)
        .replace(
          '<div id="root"></div>',
          `<div id="prerendered" inert aria-hidden="true">${markup}</div><div id="root"></div>`,
        );
      if (source === template) throw new Error('index.html has no <div id="root"></div>');
      copies.push({ paths: page.paths, source });
    }
    return copies;
  });
}
