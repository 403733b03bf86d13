/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildStamp } from './build/build-inputs.ts';
import { buildTimeModules } from './build/vite-build-time.ts';
import { earlyScript } from './build/vite-early-script.ts';
import { globalCss } from './build/vite-global-css.ts';
import {
  arkFieldAlias,
  CONSOLE_RECIPE_FILES,
  lazyGlobalCss,
  leanPalettes,
  pureAnatomies,
  STEP_RECIPE_FILES,
  TOAST_RECIPE_FILE,
  UNUSED_PALETTES,
} from './build/vite-lean-chakra.ts';
import { leanFont } from './build/vite-lean-font.ts';
import { leanIntl } from './build/vite-lean-intl.ts';
import { pagePreloads } from './build/vite-page-preloads.ts';
import { precompiledMessages } from './build/vite-precompiled-messages.ts';
import { precompress, preloadFont } from './build/vite-precompress.ts';
import { prerender } from './build/vite-prerender.ts';

/** App modules the build runs in Node: the theme's global CSS and the prerendered consumer sign-in form. */
const GLOBAL_STYLES = './app/global-styles.tsx';
const LOGIN_FRAME = './app/consumer-login-frame.tsx';

// One config for the SPA build and for vitest. The server is bundled apart (build/server-bundle.ts).
export default defineConfig({
  // Chakra's dependencies trimmed to what is used (build/vite-lean-chakra.ts, issue 17).
  resolve: { alias: [arkFieldAlias] },
  plugins: [
    // Both bundled for Node in one run that starts with the build (build/vite-build-time.ts).
    buildTimeModules([GLOBAL_STYLES, LOGIN_FRAME]),
    pureAnatomies(),
    leanPalettes(),
    lazyGlobalCss(),
    // react-intl's modules each once, and messages compiled at build time instead of FormatJS's parser (issue 31
    // item 5).
    leanIntl(),
    precompiledMessages(),
    // Inter's Latin face cut to the weights and features the app uses (issue 31 item 5).
    leanFont(),
    react(),
    precompress(),
    // dist/.build-inputs: what `npm start` compares to skip an unchanged build (start.ts).
    buildStamp(),
    preloadFont(/inter-latin-wght-normal-[\w-]+\.woff2$/),
    // The theme's global CSS in every page's HTML, so the app does not build it on start (issue 17).
    globalCss(GLOBAL_STYLES, 'renderGlobalStyles', UNUSED_PALETTES),
    // The consumer sign-in form is in its page's HTML: painted before any script ran (issue 17).
    prerender([
      {
        paths: ['/consumer/auth/login', '/further/auth'],
        module: LOGIN_FRAME,
        render: 'renderConsumerLoginFrame',
      },
    ]),
    // The signed-in marketplace's shell downloads beside the entry, not after it ran.
    pagePreloads([
      {
        paths: ['/consumer/marketplace', '/further/marketplace'],
        module: './features/consumer/marketplace/consumer-shell.tsx',
      },
    ]),
    // Its first calls start from a script of their own, ahead of the app's, not once the entry has run (issue 31
    // item 5). After pagePreloads: it adds itself to that plugin's copies of the page.
    earlyScript({
      paths: ['/consumer/marketplace', '/further/marketplace'],
      module: './features/consumer/early-calls-boot.ts',
    }),
  ],
  build: {
    outDir: 'dist',
    // `npm start`'s build writes none (OFFERWELL_SOURCEMAP=off, start.ts): ~1 s of a fresh clone's first start.
    sourcemap: process.env.OFFERWELL_SOURCEMAP !== 'off',
    chunkSizeWarningLimit: 2000,
    // Chakra's theme module builds its full default config (every recipe) in an unmarked call; naming the call pure
    // lets the build drop it, so only the recipes ui/system.ts picks are shipped.
    rolldownOptions: {
      treeshake: {
        manualPureFunctions: ['defineConfig', 'createSystem', 'mergeConfigs'],
        // Emotion's withTheme (unused) is the only user of these CommonJS packages, which have no side effects: without
        // the hint, CommonJS modules are kept whole (issue 17, ~1 KB gzip). Other modules: the default.
        moduleSideEffects: (id: string) =>
          /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/.test(id) ? false : undefined,
      },
      // Everything the entry imports statically in one chunk: left to itself the build splits it into ~70 small
      // files, each one more request a phone waits for before the first paint (issue 17, docs/performance.md).
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              tags: ['$initial'],
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 3,
            },
            { name: 'vendor', tags: ['$initial'], test: /node_modules/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
            // The marketplace a consumer lands on after signing in, with every module it needs that the entry has not
            // loaded: one request instead of ~30 small chunks.
            // The toaster loads after every first paint: its dependencies go with it, not into the shell below.
            { name: 'toaster', test: /ui[\\/]toaster\.tsx$/, priority: 1 },
            // Recipes registered late (ui/late-recipes.ts, ui/toaster.tsx): out of `vendor`, alone (their dependencies
            // stay where the entry has them), loaded by the screens that register them (issue 17).
            { name: 'toaster', test: TOAST_RECIPE_FILE, priority: 4, includeDependenciesRecursively: false },
            { name: 'step-recipes', test: STEP_RECIPE_FILES, priority: 4, includeDependenciesRecursively: false },
            { name: 'console-recipes', test: CONSOLE_RECIPE_FILES, priority: 4, includeDependenciesRecursively: false },
            { name: 'consumer-shell', test: /consumer-shell\.tsx$/, priority: 0 },
            // The marketplace's screen, loaded beside the consent call once the shell renders (consumer-shell.tsx):
            // its statecharts and first steps in one request.
            { name: 'workflow-screen', test: /marketplace[\\/]workflow-screen\.tsx$/, priority: 0 },
            // The offers list, loaded after the shell (marketplace-screen.tsx): with its own dependencies in one request.
            { name: 'offers-step', test: /marketplace[\\/]offers-step\.tsx$/, priority: 0 },
          ],
        },
      },
    },
  },
  // /api/* is the server, except the api/ folder's own modules (/api/client.ts), which the dev server must serve.
  server: { proxy: { '^/api/(?!.*\\.tsx?(\\?|$))': `http://localhost:${process.env.PORT ?? 3000}` } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            '{domain,api,machines,features,ui,kit,console,app,build}/**/*.test.{ts,tsx}',
            'tests/layers/**/*.test.ts',
            'tests/docs/**/*.test.ts',
            'tests/reports/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['tests/unit-setup.ts'],
          // One module cache per worker instead of one per file: these files import the same React/Chakra/XState
          // graph, and re-importing it for each of ~165 files was two thirds of the unit run (685 s → 190 s). Every
          // component test cleans up its DOM (afterEach(cleanup)); nothing here keeps state between files.
          isolate: false,
          // Component tests type into real DOM controls; on a busy 2-core machine 5 s is too tight for the longest.
          testTimeout: 30_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          // Each file boots its own database; keep the 2-core machine from thrashing.
          maxWorkers: 2,
          // Each file copies its own database (tests/integration/db.ts) and builds its own app over it, so files
          // share nothing but the module cache: importing the server's ~500 modules again for each of ~110 files was
          // most of this project's time (462 → 160 CPU-s, 789 → 288 s wall on this busy machine).
          isolate: false,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
