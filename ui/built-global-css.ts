import type { SystemContext } from '@chakra-ui/react';

/** Marks the global <style> elements the build wrote into the page (app/global-styles.tsx). */
export const BUILT_GLOBAL_CSS_ATTRIBUTE = 'data-built-global';

/**
 * The system a provider should use in this document: without its global CSS when the page already carries the
 * build's copy of it. Chakra would otherwise serialise the theme's ~50 KB of global CSS and parse it again with
 * stylis on every start — on a 4× slower phone ~0.2 s of main thread before the first screen (issue 17). Layers and
 * styles of components are still inserted at run time.
 */
export function forThisDocument(system: SystemContext): SystemContext {
  const built = typeof document !== 'undefined' && document.querySelector(`style[${BUILT_GLOBAL_CSS_ATTRIBUTE}]`);
  return built ? withoutGlobalCss(system) : system;
}

/**
 * A copy of `system` whose global CSS is empty, made without reading the original's: the build makes Chakra compute
 * that CSS on first read (lazyGlobalCss in build/vite-lean-chakra.ts), and a spread would read it.
 */
export function withoutGlobalCss(system: SystemContext): SystemContext {
  const properties = Object.getOwnPropertyDescriptors(system);
  return Object.defineProperties({}, { ...properties, _global: { value: [], enumerable: true } }) as SystemContext;
}
