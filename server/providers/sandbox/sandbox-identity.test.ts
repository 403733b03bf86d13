import { describe, expect, it } from 'vitest';
import type { IdentitySubject } from '../identity-provider.ts';
import { createSandboxIdentityProvider } from './sandbox-identity.ts';

const subject = (ssnLastFour: string | null): IdentitySubject => ({
  consumerId: 'c1',
  firstName: 'Maria',
  lastName: 'Garcia',
  ssnLastFour,
  street: '18 Aspen Way',
  city: 'Boulder',
  county: 'Boulder',
  zipcode: '80301',
  phone: '3035550101',
  email: 'maria@example.com',
});

const provider = createSandboxIdentityProvider('sandbox-secret');

describe('sandbox identity vendor', () => {
  it('derives a stable six-digit passcode per session and checks it', () => {
    const code = provider.passcodeFor('s1');
    expect(code).toMatch(/^\d{6}$/);
    expect(provider.passcodeFor('s1')).toBe(code);
    expect(provider.passcodeFor('s2')).not.toBe(code);
    expect(provider.checkPasscode(subject('1234'), 's1', code)).toEqual({ ok: true });
    const wrong = code === '000000' ? '111111' : '000000';
    expect(provider.checkPasscode(subject('1234'), 's1', wrong)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('answers each test identity with its scenario', () => {
    expect(provider.startSession(subject('0001'), 'passcode', 's')).toEqual({
      ok: false,
      reason: 'IDV_VALIDATION_FAILED',
    });
    expect(provider.startSession(subject('0002'), 'kba', 's')).toEqual({ ok: false, reason: 'IDV_VALIDATION_ERROR' });
    const code = provider.passcodeFor('s');
    expect(provider.checkPasscode(subject('0003'), 's', code)).toEqual({
      ok: false,
      reason: 'IDV_SESSIONID_EXPIRED',
    });
  });

  it("asks knowledge questions about the subject's own address, with the answer among the choices", () => {
    const started = provider.startSession(subject('1234'), 'kba', 'k1');
    if (!started.ok || !started.questions) throw new Error('expected questions');
    expect(started.questions.map((q) => q.id)).toEqual(['street', 'city', 'county']);
    for (const q of started.questions) expect(q.choices).toHaveLength(5);
    expect(started.questions[0]?.choices).toContain('18 Aspen Way');
    const right = { street: '18 Aspen Way', city: 'Boulder', county: 'Boulder' };
    expect(provider.checkAnswers(subject('1234'), 'k1', right)).toEqual({ ok: true });
    expect(provider.checkAnswers(subject('1234'), 'k1', { ...right, city: 'Fairview' })).toEqual({
      ok: false,
      reason: 'IDV_VALIDATION_FAILED',
    });
    expect(provider.checkAnswers(subject('0004'), 'k1', right)).toEqual({
      ok: false,
      reason: 'IDV_SSNDOB_VALIDATION_FAILED',
    });
  });

  it('keeps a licence scan processing for a while, then ends as the scenario says', () => {
    const statuses = (ssn: string, attempt: number) =>
      [1, 2, 3, 4].map((poll) => provider.statusAt(subject(ssn), attempt, poll));
    expect(statuses('1234', 1)).toEqual(['processing', 'passed', 'passed', 'passed']);
    expect(statuses('0005', 3)).toEqual(['processing', 'failed', 'failed', 'failed']);
    expect(statuses('0007', 1).at(-1)).toBe('failed');
    expect(statuses('0007', 2).at(-1)).toBe('passed');
    expect(provider.statusAt(subject('0006'), 1, 25)).toBe('processing');
    expect(provider.statusAt(subject('0006'), 1, 31)).toBe('passed');
  });

  it('answers each named scan failure of 001 §8 for its test identity, once where it is transient', () => {
    const last = (ssn: string, attempt: number) => provider.statusAt(subject(ssn), attempt, 3);
    expect([last('0008', 1), last('0008', 2)]).toEqual(['communication_error', 'passed']);
    expect([last('0009', 1), last('0009', 2)]).toEqual(['unsupported_device', 'passed']);
    expect([last('0010', 1), last('0010', 2)]).toEqual(['under_supported_age', 'under_supported_age']);
    expect([last('0011', 1), last('0011', 3)]).toEqual(['challenge_mismatch', 'challenge_mismatch']);
    expect(last('0012', 1)).toBe('already_submitted');
  });
});
