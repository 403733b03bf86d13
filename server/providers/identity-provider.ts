import type { DocumentScanStatus } from '../../domain/catalog/document-verification.ts';

/**
 * Identity verification (001 §4 "identity verification (passcode or knowledge questions)"), as a real vendor would
 * sit behind it. The sandbox implementation answers deterministically from the consumer's test identity.
 */
export const IDENTITY_METHODS = ['passcode', 'kba'] as const;
export type IdentityMethod = (typeof IDENTITY_METHODS)[number];

export interface IdentitySubject {
  readonly consumerId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly ssnLastFour: string | null;
  readonly street: string | null;
  readonly city: string | null;
  readonly county: string | null;
  readonly zipcode: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  /** The address's state: a licence read is issued there (absent from older callers). */
  readonly state?: string | null;
}

export interface KbaQuestion {
  readonly id: string;
  readonly text: string;
  readonly choices: readonly string[];
}

/** Why a step was refused, in the seed's IDV codes (001 §8). */
export type IdentityRefusal =
  | 'IDV_VALIDATION_FAILED'
  | 'IDV_SESSIONID_EXPIRED'
  | 'IDV_VALIDATION_ERROR'
  | 'IDV_SSNDOB_VALIDATION_FAILED';

export type PasscodeCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'mismatch' | IdentityRefusal };

export interface IdentityProvider {
  /**
   * The methods this vendor account is set up for. Asking for another answers IDV_VALIDATION_NOT_CONFIGURED before
   * any session opens (it is the platform's gap, not the consumer's: nothing counts toward the lock-out).
   */
  readonly methods: readonly IdentityMethod[];
  /** Opens a session; refuses an identity the vendor cannot verify (the caller applies the lock-out). */
  startSession(
    subject: IdentitySubject,
    method: IdentityMethod,
    sessionId: string,
  ): { ok: true; questions?: readonly KbaQuestion[] } | { ok: false; reason: IdentityRefusal };
  /** The passcode the vendor texts for this session (the sandbox writes it to the dev outbox). */
  passcodeFor(sessionId: string): string;
  checkPasscode(subject: IdentitySubject, sessionId: string, code: string): PasscodeCheck;
  checkAnswers(
    subject: IdentitySubject,
    sessionId: string,
    answers: Readonly<Record<string, string>>,
  ): { ok: true } | { ok: false; reason: IdentityRefusal };
}

/** 'processing', 'passed' or one of the failures of domain/catalog/document-verification.ts. */
export type LicenceScanStatus = DocumentScanStatus;

/** The licence scan (document verification) vendor: a session per scan, polled for its status. */
export interface LicenceScanProvider {
  /** Status of the scan at the given poll (1-based); the vendor's own processing time stands behind it. */
  statusAt(subject: IdentitySubject, scanAttempt: number, poll: number): LicenceScanStatus;
  /** What the vendor read off a passed licence (002 §3 identification fields); absent when it reads nothing. */
  readLicence?(subject: IdentitySubject): ScannedLicence;
}

/** A licence as the scan read it: number, issuing state, issue and expiration dates (ISO yyyy-mm-dd). */
export interface ScannedLicence {
  readonly number: string;
  readonly issuedState: string | null;
  readonly issueDate: string;
  readonly expirationDate: string;
}
