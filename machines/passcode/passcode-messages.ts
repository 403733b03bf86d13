import { IDENTITY_LOCKOUT_MINUTES } from '../../domain/catalog/limits.ts';

/**
 * What the identity-verification screens say (001 §8). The first three are verbatim; the seed only paraphrases the
 * others, so their wording is ours (docs/decisions/redeem-machines.md).
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
