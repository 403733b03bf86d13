import { IDENTITY_LOCKOUT_MINUTES } from './limits.ts';

/**
 * What the identity-verification screens say (001 §8). The first three are verbatim; the seed only paraphrases the
 * others, so their wording is ours (docs/decisions/0143-passcode-identity-verification-redeem-journey.md).
 */
export const PASSCODE_MESSAGES = {
  sessionExpired: 'Your session has expired and the code is no longer valid. Please try again.',
  mismatch: "That code doesn't match the one we sent. Please check it and try again.",
  unableToVerify: 'We are unable to verify your information at this time',
  lockedOut: `We are unable to verify your identity with the information provided. Please try again in ${IDENTITY_LOCKOUT_MINUTES} minutes.`,
  codeNotGenerated: 'We could not generate your code. Please try again later.',
  maxRetries: 'You have reached the maximum number of attempts. Please contact support.',
  technicalError: 'There was a technical issue verifying your device. Please try again later.',
} as const;
export type PasscodeMessage = (typeof PASSCODE_MESSAGES)[keyof typeof PASSCODE_MESSAGES];

/** A passcode is complete only with all its digits (001 §5); the seed names no length, we chose 6. */
export const PASSCODE_LENGTH = 6;
/** The seed says resend has a cooldown without a value (001 §4); we chose 30 s. */
export const PASSCODE_RESEND_COOLDOWN_MS = 30_000;
/** Wrong codes allowed before maxRetries; not in the seed, ours. */
export const PASSCODE_MAX_ATTEMPTS = 3;
export const IDENTITY_LOCKOUT_MS = IDENTITY_LOCKOUT_MINUTES * 60_000;
/** How long a verification session stays open; not in the seed, ours (a texted code is short-lived). */
export const IDENTITY_SESSION_TTL_MS = 15 * 60_000;
/** Licence scans allowed before attempts-exceeded; the seed gives no number, ours. */
export const MAX_DOCUMENT_ATTEMPTS = 3;
/**
 * Failed identity sessions (passcode attempts or knowledge questions used up) within the lock-out window after which
 * no new session starts for IDENTITY_LOCKOUT_MINUTES: retrying cannot turn knowledge questions into a guessing game
 * (issue 17; the number is ours, docs/decisions/0314-failed-identity-sessions-lock-out.md).
 */
export const MAX_FAILED_IDENTITY_SESSIONS = 3;

/** 001 §8 RECAPTCHA_FAILED: the caller handles it (the form stays, with this message); the wording is ours. */
export const RECAPTCHA_FAILED_MESSAGE = "We couldn't confirm you're not a robot. Please try again.";
/** The sandbox bot check's widget token (server/providers/human-check.ts): a real vendor's widget gives its own. */
export const SANDBOX_HUMAN_TOKEN = 'sandbox-human';
