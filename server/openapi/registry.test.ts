import Module from 'node:module';
import { describe, expect, it } from 'vitest';
import { loadEndpoints } from './registry.ts';

type Resolver = (...args: unknown[]) => unknown;
const resolver = () => (Module as unknown as { _resolveFilename: Resolver })._resolveFilename;

describe('the api/ registry', () => {
  it('loads the endpoints again without stacking a require hook per load (tsx tsImport did, per file)', async () => {
    const first = await loadEndpoints();
    const hook = resolver();
    const again = await loadEndpoints();
    await loadEndpoints();
    // Each tsImport call wrapped CommonJS resolution once more: three loads of ~70 files added ~140 wrappers, and a
    // later require in the same worker overflowed the stack.
    expect(resolver()).toBe(hook);
    expect(again.map((entry) => entry.id)).toEqual(first.map((entry) => entry.id));
    expect(first.length).toBeGreaterThan(200);
  });
});
