import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONSENT_KINDS, CONSENT_TEXTS, pendingConsents } from './consents.ts';

/**
 * Each text's SHA-256 under its version. A text edited without a new version fails here: give it a new version
 * (consumers are then asked again) and record the new hash.
 */
const PINNED: Record<string, string> = {
  'terms-2026-11': 'e87f38703d01ce9bb669fe7b047a96fc557091b1386959ba31d540e0f2dccfa5',
  'credit-check-2026-11': '2111c1800ecbe6d7e5e8fef0b146c7683c7e93649b8c1cbab3b75fdceb7a3093',
  'esign-2026-11': '86320da06e514d24e59b417b137187a77ad7ccf7a98d6fd5634c02036f0c4849',
  'contact-2026-11': '9ef12720c8800dea9819c7f42b70747a478870e3bcc3a818689e55fd10bb594a',
  'hard-credit-check-2026-11': '2de2e3b605aec958b8ffeb5b512e446604be664607e11127a6261dc8a4fc8c75',
};
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

describe('consent texts', () => {
  it('a text changes only with a new version', () => {
    for (const kind of CONSENT_KINDS) {
      const { version, text } = CONSENT_TEXTS[kind];
      expect(PINNED[version], `${kind}: ${version} is not pinned`).toBe(sha(text));
    }
  });

  it('asks for every required kind at first, nothing once given at the current versions', () => {
    expect(pendingConsents([])).toEqual(['TERMS', 'CREDIT_CHECK', 'ESIGN']);
    const given = ['TERMS', 'CREDIT_CHECK', 'ESIGN'].map((kind) => ({
      kind: kind as 'TERMS',
      version: CONSENT_TEXTS[kind as 'TERMS'].version,
      givenAt: '2026-11-27T10:00:00Z',
    }));
    expect(pendingConsents(given)).toEqual([]);
  });

  it('asks again for a kind whose latest record names an older text, optional ones included', () => {
    const records = [
      { kind: 'TERMS' as const, version: 'terms-2026-11', givenAt: '2026-11-01T00:00:00Z' },
      { kind: 'CREDIT_CHECK' as const, version: 'credit-check-2026-11', givenAt: '2026-11-01T00:00:00Z' },
      { kind: 'ESIGN' as const, version: 'esign-2025-01', givenAt: '2026-11-01T00:00:00Z' },
      { kind: 'CONTACT' as const, version: 'contact-2025-01', givenAt: '2026-11-01T00:00:00Z' },
      // A hard-inquiry consent covers its one inquiry: an older version is never asked for again.
      { kind: 'HARD_CREDIT_CHECK' as const, version: 'hard-2025-01', givenAt: '2026-11-01T00:00:00Z' },
      // An older record of the current version does not count: the latest one does.
      { kind: 'TERMS' as const, version: 'terms-2025-01', givenAt: '2026-11-02T00:00:00Z' },
    ];
    expect(pendingConsents(records)).toEqual(['TERMS', 'ESIGN', 'CONTACT']);
  });
});
