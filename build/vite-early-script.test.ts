import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleEarlyScript, withEarlyScript } from './vite-early-script.ts';

describe('withEarlyScript', () => {
  it('puts the script ahead of the page’s first module script, so it runs first', () => {
    const html = `<head>
      <script type="module" crossorigin src="/assets/runtime-a.js"></script>
      <script type="module" crossorigin src="/assets/app-b.js"></script>
    </head>`;
    const scripts = [...withEarlyScript(html, 'assets/early-c.js').matchAll(/<script[^>]*src="([^"]+)"/g)];
    expect(scripts.map((match) => match[1])).toEqual([
      '/assets/early-c.js',
      '/assets/runtime-a.js',
      '/assets/app-b.js',
    ]);
  });

  it('refuses a page with no module script (it would run alone, before nothing)', () => {
    expect(() => withEarlyScript('<head></head>', 'assets/early-c.js')).toThrow(/no module script/);
  });
});

describe('bundleEarlyScript', () => {
  it('makes the marketplace’s early calls one module with no import of the app’s chunks', async () => {
    const code = await bundleEarlyScript(path.resolve('features/consumer/early-calls-boot.ts'));
    expect(code).not.toMatch(/\bimport\b|\bexport\b/);
    expect(code).toContain('/api/consumers/current/consents');
    expect(code).toContain('auth-');
    // The app's own libraries stay out: the claim side (Headers, signals) and nothing of valibot or React.
    expect(code).not.toMatch(/AbortError|addEventListener|valibot|react/);
  });
});
