import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  IDENTITY_LOCKOUT_MS,
  PASSCODE_LENGTH,
  PASSCODE_MAX_ATTEMPTS,
  PASSCODE_MESSAGES,
  PASSCODE_RESEND_COOLDOWN_MS,
  type PasscodeMessage,
} from '../../domain/catalog/identity.ts';
import { notProvided } from '../redemption/not-provided.ts';
import { toSessionError } from '../session/session-error.ts';

export { IDENTITY_LOCKOUT_MS, PASSCODE_LENGTH, PASSCODE_MAX_ATTEMPTS, PASSCODE_RESEND_COOLDOWN_MS };

export type IdentityMethod = 'passcode' | 'kba';
export interface KbaQuestion {
  id: string;
  text: string;
  choices: readonly string[];
}
export interface IdentitySession {
  sessionId: string;
  /** The knowledge questions, when the session was started for KBA. */
  questions?: readonly KbaQuestion[];
}
export type PasscodeOutcome = 'passed' | 'sessionExpired' | 'technicalError' | 'failed' | 'maxRetries';
export interface PasscodeOutput {
  outcome: PasscodeOutcome;
  message: PasscodeMessage | null;
}

export interface PasscodeContext {
  maxAttempts: number;
  method: IdentityMethod | null;
  sessionId: string | null;
  questions: readonly KbaQuestion[];
  /** Wrong codes entered so far. */
  attempts: number;
  message: PasscodeMessage | null;
  outcome: PasscodeOutcome | null;
  /** Methods the platform answered IDV_VALIDATION_NOT_CONFIGURED for: the choice no longer offers them. */
  unavailable: readonly IdentityMethod[];
}

export type PasscodeEvent =
  | { type: 'passcode.choose'; method: IdentityMethod }
  | { type: 'passcode.submit'; code: string }
  | { type: 'passcode.resend' }
  | { type: 'kba.answer'; answers: Readonly<Record<string, string>> };

export interface PasscodeInput {
  maxAttempts?: number;
}

const codeOf = (error: unknown) => toSessionError(error).code;
const CODE_PATTERN = new RegExp(`^\\d{${PASSCODE_LENGTH}}$`);

/** The `end` action: the outcome the journey ends with and the message it shows. */
const end = (outcome: PasscodeOutcome, message: PasscodeMessage | null) =>
  ({ type: 'end', params: { outcome, message } }) as const;
/** A guard on the error an invoked call failed with. */
const failedWith = <G extends 'isMismatch' | 'isLastMismatch' | 'isExpired' | 'isUnverifiable' | 'isNotConfigured'>(
  type: G,
) => ({ type, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) });

/** How the passcode's and the knowledge questions' verification end alike (`#passcode.…`: from inside either). */
const VERIFIED = { target: '#passcode.passed', actions: end('passed', null) } as const;
const SESSION_EXPIRED = {
  guard: failedWith('isExpired'),
  target: '#passcode.sessionExpired',
  actions: end('sessionExpired', PASSCODE_MESSAGES.sessionExpired),
} as const;
const UNVERIFIABLE = { guard: failedWith('isUnverifiable'), target: '#passcode.lockedOut' } as const;
const VERIFY_ERROR = {
  target: '#passcode.technicalError',
  actions: end('technicalError', PASSCODE_MESSAGES.technicalError),
} as const;

/**
 * Identity verification (001 §4 "identity verification (passcode or knowledge questions)"): choose a method, start
 * an IDV session, then either enter the texted passcode (with a resend cooldown) or answer knowledge questions.
 * Ends passed, sessionExpired, technicalError, failed or maxRetries; an unverifiable identity locks the user out
 * for 60 minutes before they may choose again. Error codes map as in
 * docs/decisions/0143-passcode-identity-verification-redeem-journey.md.
 */
export const passcodeMachine = setup({
  types: {
    context: {} as PasscodeContext,
    events: {} as PasscodeEvent,
    input: {} as PasscodeInput,
    output: {} as PasscodeOutput,
  },
  actors: {
    startIdentitySession: fromPromise<IdentitySession, { method: IdentityMethod }>(async () =>
      notProvided('passcodeMachine', 'startIdentitySession'),
    ),
    sendPasscode: fromPromise<unknown, { sessionId: string }>(async () =>
      notProvided('passcodeMachine', 'sendPasscode'),
    ),
    /** POST otp again; its own actor so each invoke id equals its src (the app wires it like sendPasscode). */
    resendPasscode: fromPromise<unknown, { sessionId: string }>(async () =>
      notProvided('passcodeMachine', 'resendPasscode'),
    ),
    verifyPasscode: fromPromise<unknown, { sessionId: string; code: string }>(async () =>
      notProvided('passcodeMachine', 'verifyPasscode'),
    ),
    verifyKba: fromPromise<unknown, { sessionId: string; answers: Readonly<Record<string, string>> }>(async () =>
      notProvided('passcodeMachine', 'verifyKba'),
    ),
  },
  delays: {
    resendCooldown: PASSCODE_RESEND_COOLDOWN_MS,
    identityLockout: IDENTITY_LOCKOUT_MS,
  },
  guards: {
    codeComplete: ({ event }) => event.type === 'passcode.submit' && CODE_PATTERN.test(event.code),
    allAnswered: ({ context, event }) =>
      event.type === 'kba.answer' && context.questions.every((question) => Boolean(event.answers[question.id])),
    isKba: ({ context }) => context.method === 'kba',
    isMismatch: (_, params: { error: unknown }) => codeOf(params.error) === 'IDV_VALIDATION_FAILED',
    isLastMismatch: ({ context }, params: { error: unknown }) =>
      codeOf(params.error) === 'IDV_VALIDATION_FAILED' && context.attempts + 1 >= context.maxAttempts,
    isExpired: (_, params: { error: unknown }) => codeOf(params.error) === 'IDV_SESSIONID_EXPIRED',
    isUnverifiable: (_, params: { error: unknown }) => codeOf(params.error) === 'IDV_SSNDOB_VALIDATION_FAILED',
    isNotConfigured: (_, params: { error: unknown }) => codeOf(params.error) === 'IDV_VALIDATION_NOT_CONFIGURED',
    isOffered: ({ context, event }) => event.type === 'passcode.choose' && !context.unavailable.includes(event.method),
  },
  actions: {
    chooseMethod: assign(({ event }) => {
      assertEvent(event, 'passcode.choose');
      return { method: event.method, sessionId: null, questions: [], attempts: 0, message: null };
    }),
    assignSession: assign((_, params: { session: IdentitySession }) => ({
      sessionId: params.session.sessionId,
      questions: params.session.questions ?? [],
    })),
    countMismatch: assign(({ context }) => ({ attempts: context.attempts + 1, message: PASSCODE_MESSAGES.mismatch })),
    clearMessage: assign({ message: null }),
    end: assign((_, params: { outcome: PasscodeOutcome; message: PasscodeMessage | null }) => ({
      outcome: params.outcome,
      message: params.message,
    })),
    markUnavailable: assign(({ context }) => ({
      unavailable: context.method ? [...context.unavailable, context.method] : context.unavailable,
      method: null,
      message: PASSCODE_MESSAGES.unableToVerify,
    })),
    lockOut: assign({ message: PASSCODE_MESSAGES.lockedOut, sessionId: null, questions: [], attempts: 0 }),
  },
}).createMachine({
  id: 'passcode',
  context: ({ input }) => ({
    maxAttempts: input.maxAttempts ?? PASSCODE_MAX_ATTEMPTS,
    method: null,
    sessionId: null,
    questions: [],
    attempts: 0,
    message: null,
    outcome: null,
    unavailable: [],
  }),
  initial: 'choosing',
  output: ({ context }) => ({ outcome: context.outcome ?? 'technicalError', message: context.message }),
  states: {
    choosing: {
      meta: { route: 'idverify' },
      on: { 'passcode.choose': { guard: 'isOffered', target: 'starting', actions: 'chooseMethod' } },
    },
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'startIdentitySession',
        src: 'startIdentitySession',
        input: ({ context }) => ({ method: context.method ?? 'passcode' }),
        onDone: [
          {
            guard: 'isKba',
            target: 'kba',
            actions: { type: 'assignSession', params: ({ event }) => ({ session: event.output }) },
          },
          {
            target: 'sendingCode',
            actions: { type: 'assignSession', params: ({ event }) => ({ session: event.output }) },
          },
        ],
        onError: [
          { guard: failedWith('isUnverifiable'), target: 'lockedOut' },
          {
            // The platform does not offer this method: back to the choice without it (nothing was counted).
            guard: failedWith('isNotConfigured'),
            target: 'choosing',
            actions: 'markUnavailable',
          },
          { target: 'technicalError', actions: end('technicalError', PASSCODE_MESSAGES.technicalError) },
        ],
      },
    },
    sendingCode: {
      tags: ['busy'],
      invoke: {
        id: 'sendPasscode',
        src: 'sendPasscode',
        input: ({ context }) => ({ sessionId: context.sessionId ?? '' }),
        onDone: 'code',
        onError: { target: 'technicalError', actions: end('technicalError', PASSCODE_MESSAGES.codeNotGenerated) },
      },
    },
    /** Entering the code and the resend cooldown run side by side, so a wrong code does not restart the cooldown. */
    code: {
      type: 'parallel',
      states: {
        entry: {
          initial: 'entering',
          states: {
            entering: {
              meta: { route: 'idverify' },
              on: { 'passcode.submit': { guard: 'codeComplete', target: 'verifying', actions: 'clearMessage' } },
            },
            verifying: {
              tags: ['busy'],
              invoke: {
                id: 'verifyPasscode',
                src: 'verifyPasscode',
                input: ({ context, event }) => {
                  assertEvent(event, 'passcode.submit');
                  return { sessionId: context.sessionId ?? '', code: event.code };
                },
                onDone: VERIFIED,
                onError: [
                  {
                    guard: failedWith('isLastMismatch'),
                    target: '#passcode.maxRetries',
                    actions: end('maxRetries', PASSCODE_MESSAGES.maxRetries),
                  },
                  { guard: failedWith('isMismatch'), target: 'entering', actions: 'countMismatch' },
                  SESSION_EXPIRED,
                  UNVERIFIABLE,
                  VERIFY_ERROR,
                ],
              },
            },
          },
        },
        resend: {
          initial: 'coolingDown',
          states: {
            coolingDown: { after: { resendCooldown: 'ready' } },
            ready: { on: { 'passcode.resend': 'resending' } },
            resending: {
              invoke: {
                id: 'resendPasscode',
                src: 'resendPasscode',
                input: ({ context }) => ({ sessionId: context.sessionId ?? '' }),
                onDone: 'coolingDown',
                onError: {
                  target: '#passcode.technicalError',
                  actions: end('technicalError', PASSCODE_MESSAGES.codeNotGenerated),
                },
              },
            },
          },
        },
      },
    },
    kba: {
      initial: 'answering',
      states: {
        answering: {
          meta: { route: 'idverify' },
          on: { 'kba.answer': { guard: 'allAnswered', target: 'verifying' } },
        },
        verifying: {
          tags: ['busy'],
          invoke: {
            id: 'verifyKba',
            src: 'verifyKba',
            input: ({ context, event }) => {
              assertEvent(event, 'kba.answer');
              return { sessionId: context.sessionId ?? '', answers: event.answers };
            },
            onDone: VERIFIED,
            onError: [
              UNVERIFIABLE,
              SESSION_EXPIRED,
              {
                guard: failedWith('isMismatch'),
                target: '#passcode.failed',
                actions: end('failed', PASSCODE_MESSAGES.unableToVerify),
              },
              VERIFY_ERROR,
            ],
          },
        },
      },
    },
    /** 001 §8: identity unverifiable with the given information; try again in 60 minutes. */
    lockedOut: {
      meta: { route: 'idverify' },
      entry: 'lockOut',
      after: { identityLockout: { target: 'choosing', actions: 'clearMessage' } },
    },
    passed: { type: 'final' },
    sessionExpired: { type: 'final' },
    technicalError: { type: 'final' },
    failed: { type: 'final' },
    maxRetries: { type: 'final' },
  },
});

export type PasscodeMachine = typeof passcodeMachine;
