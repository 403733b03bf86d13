import { createHmac } from 'node:crypto';
import {
  IDENTITY_METHODS,
  type IdentityMethod,
  type IdentityProvider,
  type IdentitySubject,
  type KbaQuestion,
  type LicenceScanProvider,
  type LicenceScanStatus,
  type ScannedLicence,
} from '../identity-provider.ts';
import { SCAN_OUTCOMES, SCAN_PROCESSING_POLLS, scenarioFor } from './test-identities.ts';

const PASSCODE_DIGITS = 6;

/** Decoys are fixed words so the questions are the same on every run; the true answer is the subject's own data. */
const DECOYS = {
  street: ['1200 Harbor View Rd', '77 Old Mill Ln', '415 Cedar Crest Dr', '9 Juniper Ct'],
  city: ['Fairview', 'Lakewood', 'Riverton', 'Brookside'],
  county: ['Adams', 'Jefferson', 'Franklin', 'Madison'],
} as const;
const NONE_OF_THE_ABOVE = 'None of the above';

const digest = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest();

/** Places `answer` among three decoys at a position fixed by the session, so choices do not always lead with it. */
function choicesWith(answer: string, decoys: readonly string[], seed: number): string[] {
  const others = decoys.filter((d) => d.toLowerCase() !== answer.toLowerCase()).slice(0, 3);
  const at = seed % (others.length + 1);
  return [...others.slice(0, at), answer, ...others.slice(at), NONE_OF_THE_ABOVE];
}

/**
 * Deterministic identity vendor. The passcode is derived from the session id with an HMAC (so it can be shown in
 * the dev outbox and checked without storing it); knowledge questions ask about the subject's own address.
 */
export function createSandboxIdentityProvider(
  secret: string,
  methods: readonly IdentityMethod[] = IDENTITY_METHODS,
): IdentityProvider & LicenceScanProvider {
  const questionsFor = (subject: IdentitySubject, sessionId: string): { q: KbaQuestion; answer: string }[] => {
    const seed = digest(secret, `kba:${sessionId}`);
    const facts = [
      { id: 'street', text: 'Which of these streets have you lived on?', answer: subject.street },
      { id: 'city', text: 'In which city have you had an address?', answer: subject.city },
      { id: 'county', text: 'In which county have you lived?', answer: subject.county },
    ] as const;
    return facts.map((fact, index) => {
      const answer = fact.answer ?? NONE_OF_THE_ABOVE;
      const choices = fact.answer
        ? choicesWith(fact.answer, DECOYS[fact.id], seed[index] ?? 0)
        : [...DECOYS[fact.id].slice(0, 3), NONE_OF_THE_ABOVE];
      return { q: { id: fact.id, text: fact.text, choices }, answer };
    });
  };

  return {
    methods,
    startSession(subject, method, sessionId) {
      const scenario = scenarioFor(subject.ssnLastFour);
      if (scenario === 'unverifiable') return { ok: false, reason: 'IDV_VALIDATION_FAILED' };
      if (scenario === 'technicalError') return { ok: false, reason: 'IDV_VALIDATION_ERROR' };
      if (method === 'kba') return { ok: true, questions: questionsFor(subject, sessionId).map(({ q }) => q) };
      return { ok: true };
    },
    passcodeFor(sessionId) {
      const value = digest(secret, `otp:${sessionId}`).readUInt32BE(0) % 10 ** PASSCODE_DIGITS;
      return String(value).padStart(PASSCODE_DIGITS, '0');
    },
    checkPasscode(subject, sessionId, code) {
      if (scenarioFor(subject.ssnLastFour) === 'sessionExpired') return { ok: false, reason: 'IDV_SESSIONID_EXPIRED' };
      return code === this.passcodeFor(sessionId) ? { ok: true } : { ok: false, reason: 'mismatch' };
    },
    checkAnswers(subject, sessionId, answers) {
      const scenario = scenarioFor(subject.ssnLastFour);
      const allRight = questionsFor(subject, sessionId).every(({ q, answer }) => answers[q.id] === answer);
      if (!allRight) return { ok: false, reason: 'IDV_VALIDATION_FAILED' };
      if (scenario === 'ssnDobMismatch') return { ok: false, reason: 'IDV_SSNDOB_VALIDATION_FAILED' };
      return { ok: true };
    },
    statusAt(subject, scanAttempt, poll): LicenceScanStatus {
      const scenario = scenarioFor(subject.ssnLastFour);
      const processingPolls = scenario === 'scanSlow' ? SCAN_PROCESSING_POLLS.scanSlow : SCAN_PROCESSING_POLLS.default;
      if (poll <= processingPolls) return 'processing';
      const outcome = SCAN_OUTCOMES[scenario];
      if (outcome && (!outcome.once || scanAttempt === 1)) return outcome.status;
      return 'passed';
    },
    readLicence(subject): ScannedLicence {
      return sandboxLicence(digest(secret, `licence:${subject.consumerId}`), subject.state ?? null);
    },
  };
}

/**
 * A made-up licence fixed by the consumer (the sandbox has no card to read): the state's letter and eight digits,
 * issued on a day of the last eight years, valid eight years from then.
 */
function sandboxLicence(seed: Buffer, state: string | null): ScannedLicence {
  const digits = String(seed.readUInt32BE(0) % 10 ** 8).padStart(8, '0');
  const issued = new Date(Date.UTC(2018, 0, 1) + (seed.readUInt16BE(4) % (8 * 365)) * 86_400_000);
  const expires = new Date(issued);
  expires.setUTCFullYear(issued.getUTCFullYear() + 8);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return {
    number: `${(state ?? 'X').charAt(0)}${digits}`,
    issuedState: state,
    issueDate: day(issued),
    expirationDate: day(expires),
  };
}
