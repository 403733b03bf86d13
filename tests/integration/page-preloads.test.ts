import { describe, expect, it } from 'vitest';
import { chunksOf, withPreloads } from '../../build/vite-page-preloads.ts';

// A build's outputs as build/vite-page-preloads.ts sees them: the entry, and a lazily loaded shell whose chunk imports
// one chunk of its own and one the entry shares.
const bundle = {
  'assets/app.js': { type: 'chunk', fileName: 'assets/app.js', facadeModuleId: null, imports: ['assets/vendor.js'] },
  'assets/vendor.js': { type: 'chunk', fileName: 'assets/vendor.js', facadeModuleId: null, imports: [] },
  'assets/shell.js': {
    type: 'chunk',
    fileName: 'assets/shell.js',
    facadeModuleId: '/app/features/shell.tsx',
    imports: ['assets/shell-impl.js', 'assets/vendor.js'],
  },
  'assets/shell-impl.js': {
    type: 'chunk',
    fileName: 'assets/shell-impl.js',
    facadeModuleId: null,
    imports: ['assets/vendor.js'],
  },
  'index.html': { type: 'asset', fileName: 'index.html' },
} as const;

const html = `<html><head><script type="module" crossorigin src="/assets/vendor.js"></script>
<script type="module" crossorigin src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`;

describe('page preloads (build/vite-page-preloads.ts)', () => {
  it('finds the lazily loaded module’s chunk and everything it imports, once each', () => {
    expect(chunksOf(bundle, '/app/features/shell.tsx')).toEqual([
      'assets/shell.js',
      'assets/shell-impl.js',
      'assets/vendor.js',
    ]);
  });

  it('refuses a module the build has no chunk for (a renamed file must not silently lose its preload)', () => {
    expect(() => chunksOf(bundle, '/app/features/gone.tsx')).toThrow('no chunk for /app/features/gone.tsx');
  });

  it('preloads only what the page does not load already, in the head', () => {
    const page = withPreloads(html, chunksOf(bundle, '/app/features/shell.tsx'));
    expect(page.match(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/shell.js">',
      '<link rel="modulepreload" crossorigin href="/assets/shell-impl.js">',
    ]);
    expect(page.indexOf('shell-impl.js')).toBeLessThan(page.indexOf('</head>'));
    expect(page.match(/vendor\.js/g)).toHaveLength(1);
  });
});
