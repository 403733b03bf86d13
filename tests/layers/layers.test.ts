import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findLayerViolations } from './check-layers.ts';

const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));

describe('layering check', () => {
  it('reports each import that runs against the layering, and only those', async () => {
    const violations = await findLayerViolations(fixtures, [
      'domain',
      'api',
      'machines',
      'kit',
      'console',
      'features',
      'server',
      'build',
    ]);
    // The library's path is relative to the fixtures and goes wherever node_modules really is (a worktree may link it).
    const shown = violations.map((line) => line.replace(/→ .*\/node_modules\//, '→ node_modules/')).sort();
    expect(shown).toEqual([
      'browser-never-imports-server: domain/leaky-rule.ts → server/db.ts',
      'build-helpers-stay-in-the-build: features/offers/uses-build-helper.ts → build/plugin.ts',
      'build-imports-no-layer: build/imports-feature.ts → features/offers/own.ts',
      'console-modules-below-features: console/uses-feature.ts → features/offers/own.ts',
      'domain-is-pure: domain/leaky-rule.ts → server/db.ts',
      'domain-is-pure: domain/uses-library.ts → node_modules/fast-check/lib/fast-check.js',
      'kit-below-features: kit/uses-console.ts → console/module.ts',
      'machines-are-framework-free: machines/uses-feature.ts → features/offers/own.ts',
      'no-feature-imports-another: features/offers/list.ts → features/redemption/steps.ts',
      'server-below-browser: server/replay.test-support.ts → machines/steps/paths.test-helper.ts',
      'test-helpers-only-in-tests: machines/uses-test-helper.ts → machines/steps/paths.test-helper.ts',
    ]);
  });
});
