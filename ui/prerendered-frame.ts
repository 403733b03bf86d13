/**
 * The element the build renders a page's first state into (build/vite-prerender.ts), beside the app's #root: the browser
 * paints it before any script ran. A page that knows its copy adopts it (ui/prerendered-page.tsx: React hydrates
 * the painted markup and renders the page there); any other page removes it once it is shown.
 */
export const PRERENDERED_FRAME_ID = 'prerendered';

/** Set on the frame while a live page renders into it: it then stays when the router shows that page. */
export const ADOPTED_ATTRIBUTE = 'data-adopted';

/** Removes the build's copy of the page, if any, unless the live page has adopted it. */
export function removePrerenderedFrame(): void {
  const frame = document.getElementById(PRERENDERED_FRAME_ID);
  if (frame && !frame.hasAttribute(ADOPTED_ATTRIBUTE)) frame.remove();
}
