import { randomUUID } from 'node:crypto';
import type { TestIdentity, TestIdentityValidation } from '../../api/test-identities.ts';
import { MAX_DOCUMENT_ATTEMPTS } from '../../domain/catalog/identity.ts';
import { DOCUMENT_POLLING } from '../../domain/catalog/limits.ts';
import { awaitsScanAnswer } from '../../machines/identity/document-session-lifecycle.ts';
import type {
  IdentityProvider,
  IdentityRefusal,
  IdentitySubject,
  KbaQuestion,
  LicenceScanProvider,
} from '../providers/identity-provider.ts';

/** What each vendor refusal means to a lender trying its test identity (ours; the codes are 001 §8's). */
const REFUSALS: Readonly<Record<IdentityRefusal, string>> = {
  IDV_VALIDATION_FAILED: 'The vendor could not verify this identity; a consumer would be locked out for 60 minutes.',
  IDV_VALIDATION_ERROR: 'The identity vendor answered with a technical error.',
  IDV_SESSIONID_EXPIRED: 'The passcode session expired before the code was checked.',
  IDV_SSNDOB_VALIDATION_FAILED: 'The knowledge questions passed but the SSN and date of birth do not match.',
};

const subjectOf = (identity: TestIdentity, ssn: string): IdentitySubject => ({
  consumerId: identity.id,
  firstName: identity.firstName,
  lastName: identity.lastName,
  ssnLastFour: ssn.slice(-4),
  street: identity.address,
  city: identity.city,
  county: null,
  zipcode: identity.zipcode,
  phone: identity.phone,
  email: identity.email,
});

/** The identity answers truthfully: the choice that is one of its own facts, else the last ("None of the above"). */
const truthfulAnswers = (subject: IdentitySubject, questions: readonly KbaQuestion[]): Record<string, string> => {
  const facts = [subject.street, subject.city, subject.county].filter((fact): fact is string => fact !== null);
  return Object.fromEntries(
    questions.map((question) => [
      question.id,
      question.choices.find((choice) => facts.some((fact) => fact.toLowerCase() === choice.toLowerCase())) ??
        question.choices.at(-1) ??
        '',
    ]),
  );
};

/** One licence scan polled as the consumer screen polls it (DOCUMENT_POLLING); the final status or 'timeout'. */
function scanOutcome(vendor: LicenceScanProvider, subject: IdentitySubject, attempt: number) {
  for (let poll = 1; poll <= DOCUMENT_POLLING.maxAttempts; poll += 1) {
    const status = vendor.statusAt(subject, attempt, poll);
    // The documentSessionLifecycle machine's rule: polling ends with the first answer that is not still processing.
    if (!awaitsScanAnswer(status)) return status;
  }
  return 'timeout' as const;
}

/**
 * "Validate test identities" (002 §7): the identity walks what a consumer's would — a passcode session (answered
 * with the code the vendor sent), knowledge questions answered from its own data, then licence scans (up to the
 * attempts a consumer has). The first refusal is the outcome; a pass names what passed.
 */
export function validateAgainstVendor(
  vendor: { identity: IdentityProvider; scans: LicenceScanProvider },
  identity: TestIdentity,
  ssn: string,
  now: Date,
): TestIdentityValidation {
  const at = now.toISOString();
  const subject = subjectOf(identity, ssn);
  const failed = (code: string, message: string): TestIdentityValidation => ({ outcome: 'FAILED', code, message, at });

  const { identity: idv, scans } = vendor;
  const passcodeSession = randomUUID();
  const started = idv.startSession(subject, 'passcode', passcodeSession);
  if (!started.ok) return failed(started.reason, REFUSALS[started.reason]);
  const passcode = idv.checkPasscode(subject, passcodeSession, idv.passcodeFor(passcodeSession));
  if (!passcode.ok) {
    return passcode.reason === 'mismatch'
      ? failed('IDV_VALIDATION_FAILED', 'The vendor did not accept the passcode it sent.')
      : failed(passcode.reason, REFUSALS[passcode.reason]);
  }

  const kbaSession = randomUUID();
  const kba = idv.startSession(subject, 'kba', kbaSession);
  if (!kba.ok) return failed(kba.reason, REFUSALS[kba.reason]);
  const answered = idv.checkAnswers(subject, kbaSession, truthfulAnswers(subject, kba.questions ?? []));
  if (!answered.ok) return failed(answered.reason, REFUSALS[answered.reason]);

  for (let attempt = 1; attempt <= MAX_DOCUMENT_ATTEMPTS; attempt += 1) {
    const scan = scanOutcome(scans, subject, attempt);
    if (scan === 'passed') {
      const retried = attempt === 1 ? '' : ` on attempt ${attempt}`;
      return {
        outcome: 'PASSED',
        code: null,
        message: `Identity verified: passcode and knowledge questions passed, the licence scan passed${retried}.`,
        at,
      };
    }
    if (scan === 'timeout') {
      return failed(
        'PROCESSING_DOCUMENT_TIMEOUT',
        `The licence scan was still processing after ${DOCUMENT_POLLING.maxAttempts} polls.`,
      );
    }
  }
  return failed('LICENCE_SCAN_FAILED', `Every licence scan failed (${MAX_DOCUMENT_ATTEMPTS} attempts).`);
}
