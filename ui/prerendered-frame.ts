import { useLayoutEffect } from 'react';

/**
 * The element the build renders a page's first state into (vite-prerender.ts), beside the app's #root: the browser
 * paints it before any script ran; the app removes it once its own copy of the page is in the document.
 */
export const PRERENDERED_FRAME_ID = 'prerendered';

/** Removes the build's copy of the page, if any. */
export function removePrerenderedFrame(): void {
  document.getElementById(PRERENDERED_FRAME_ID)?.remove();
}

/**
 * For a page the build prerenders: its copy goes in the same commit as the live page appears (a layout effect runs
 * before the browser paints), so the two are never painted together and nothing moves.
 */
export function usePrerenderedFrameReplaced(): void {
  useLayoutEffect(removePrerenderedFrame, []);
}
