import { ChakraProvider } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { BUILT_GLOBAL_CSS_ATTRIBUTE } from '../ui/built-global-css.ts';
import { system } from '../ui/system.ts';

/**
 * The theme's global CSS (the layer order, reset, global styles and every token's CSS variable) as the <style>
 * elements the app's provider would insert, marked as the build's. Run by the build (build/vite-global-css.ts), never in the
 * browser: every page carries them, so the app does not build them again on a slow phone (issue 17).
 */
export function renderGlobalStyles(): string {
  return renderToString(<ChakraProvider value={system}>{null}</ChakraProvider>).replaceAll(
    '<style data-emotion=',
    `<style ${BUILT_GLOBAL_CSS_ATTRIBUTE} data-emotion=`,
  );
}
