import type { DocumentFailureStatus } from '../../../domain/catalog/document-verification.ts';

/**
 * Sandbox scenarios keyed by the last four digits of a test identity's SSN, so a lender's test identities (and the
 * demo consumers) can walk every branch of the redeem journey offline, exactly as production would answer it.
 * Any other SSN behaves as `verified`. Listed in the README and
 * docs/decisions/0185-sandbox-identity-vendor-issue-5-started.md.
 */
export const SANDBOX_SCENARIOS = {
  verified: 'Passcode and knowledge questions pass; the licence scan is processing for 2 polls, then passes',
  unverifiable: 'The vendor cannot verify the identity: IDV_VALIDATION_FAILED and the 60-minute lock-out',
  technicalError: 'The vendor fails: IDV_VALIDATION_ERROR',
  sessionExpired: 'Every passcode check answers IDV_SESSIONID_EXPIRED',
  ssnDobMismatch: 'Knowledge questions pass but the SSN/date of birth check fails: IDV_SSNDOB_VALIDATION_FAILED',
  scanFailed: 'Each licence scan ends failed (the third failure is attempts exceeded)',
  scanSlow: 'The licence scan stays processing for 30 polls: past the 25-poll limit (PROCESSING_DOCUMENT_TIMEOUT)',
  scanFailsOnce: 'The first licence scan fails, the second passes',
  scanConnectionLost: 'The first licence scan ends in a communication error, the second passes',
  scanUnsupportedDevice: 'The first licence scan reports an unsupported device, the second passes',
  scanUnderAge: 'The licence scan reports a holder under the supported age: no further scan',
  scanMismatch: "Each licence scan reports that the licence doesn't match the credit file (challenge mismatch)",
  scanAlreadySubmitted: 'The licence scan reports the licence already submitted: the lender follows up',
} as const;
export type SandboxScenario = keyof typeof SANDBOX_SCENARIOS;

export const SCENARIO_BY_SSN_LAST_FOUR: Readonly<Record<string, SandboxScenario>> = {
  '0001': 'unverifiable',
  '0002': 'technicalError',
  '0003': 'sessionExpired',
  '0004': 'ssnDobMismatch',
  '0005': 'scanFailed',
  '0006': 'scanSlow',
  '0007': 'scanFailsOnce',
  '0008': 'scanConnectionLost',
  '0009': 'scanUnsupportedDevice',
  '0010': 'scanUnderAge',
  '0011': 'scanMismatch',
  '0012': 'scanAlreadySubmitted',
};

/** What each scan scenario's licence scan ends with (after processing); the first attempt only where `once`. */
export const SCAN_OUTCOMES: Partial<Record<SandboxScenario, { status: DocumentFailureStatus; once?: true }>> = {
  scanFailed: { status: 'failed' },
  scanFailsOnce: { status: 'failed', once: true },
  scanConnectionLost: { status: 'communication_error', once: true },
  scanUnsupportedDevice: { status: 'unsupported_device', once: true },
  scanUnderAge: { status: 'under_supported_age' },
  scanMismatch: { status: 'challenge_mismatch' },
  scanAlreadySubmitted: { status: 'already_submitted' },
};

export const scenarioFor = (ssnLastFour: string | null): SandboxScenario =>
  (ssnLastFour !== null && SCENARIO_BY_SSN_LAST_FOUR[ssnLastFour]) || 'verified';

/**
 * Polls a scan stays 'processing' before its outcome: one, so the journey shows its processing step for one
 * 5-second poll (two made every scan 10 s, ~20 scans in the browser suite).
 */
export const SCAN_PROCESSING_POLLS: Readonly<Record<'default' | 'scanSlow', number>> = { default: 1, scanSlow: 30 };
