import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { PASSCODE_MESSAGES, RECAPTCHA_FAILED_MESSAGE } from '../../domain/catalog/identity.ts';
import { PASSCODE_LENGTH, PASSCODE_MAX_ATTEMPTS } from '../passcode/passcode-machine.ts';
import { notProvided } from '../redemption/not-provided.ts';
import { toSessionError } from '../session/session-error.ts';

/** Offers generation is checked every 5 s for up to 3 minutes (the landing copy's "under 3 minutes"); ours. */
export const OFFERS_GENERATION_POLLING = { maxAttempts: 36, intervalMs: 5000 } as const;

/** The consumer's own details for the lookup; the seed names no fields beyond the consumer's personal ones. */
export type LookupDetails = Readonly<Record<string, string>>;

export interface FurtherRegistrationInput {
  otpMaxAttempts?: number;
  generationMaxAttempts?: number;
  generationIntervalMs?: number;
}

export interface FurtherRegistrationContext {
  otpAttempts: number;
  otpMaxAttempts: number;
  generationAttempts: number;
  generationMaxAttempts: number;
  generationIntervalMs: number;
  /** The chosen loan amount, a decimal string. */
  loanAmount: string | null;
  message: string | null;
}

export type FurtherRegistrationEvent =
  | { type: 'registration.start' }
  | { type: 'registration.lookup'; details: LookupDetails }
  | { type: 'registration.submitOtp'; code: string }
  | { type: 'registration.resendOtp' }
  /** `contact`: the optional calls-and-texts (TCPA) consent beside the required ones. */
  | { type: 'registration.confirm'; consent: boolean; contact?: boolean }
  | { type: 'registration.retry' }
  | { type: 'registration.selectAmount'; amount: string }
  | { type: 'registration.linkAccount' };

const M = 'furtherRegistrationMachine';
const CODE_PATTERN = new RegExp(`^\\d{${PASSCODE_LENGTH}}$`);
const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;
const codeOf = (error: unknown) => toSessionError(error).code;

/**
 * The /further variant (001 §2, §4 consumer experience stages): welcome, lookup, one-time passcode, confirm and
 * consent, offers generating (polled), loan amount, then linking an account to redeem. Marketplace errors of 001 §8
 * are states with their own /further/error/{error} routes: lookup failure, passcode attempts exceeded, generating
 * failure. Routes are relative to /further.
 */
export const furtherRegistrationMachine = setup({
  types: {
    context: {} as FurtherRegistrationContext,
    events: {} as FurtherRegistrationEvent,
    input: {} as FurtherRegistrationInput,
  },
  actors: {
    lookupConsumer: fromPromise<unknown, LookupDetails>(async () => notProvided(M, 'lookupConsumer')),
    resendRegistrationOtp: fromPromise<unknown, void>(async () => notProvided(M, 'resendRegistrationOtp')),
    verifyRegistrationOtp: fromPromise<unknown, { code: string }>(async () => notProvided(M, 'verifyRegistrationOtp')),
    completeRegistration: fromPromise<unknown, { consent: true; contact?: boolean }>(async () =>
      notProvided(M, 'completeRegistration'),
    ),
    checkOffersGenerated: fromPromise<{ generated: boolean }, void>(async () => notProvided(M, 'checkOffersGenerated')),
    linkAccount: fromPromise<unknown, { loanAmount: string }>(async () => notProvided(M, 'linkAccount')),
  },
  delays: {
    generationInterval: ({ context }) => context.generationIntervalMs,
  },
  guards: {
    codeComplete: ({ event }) => event.type === 'registration.submitOtp' && CODE_PATTERN.test(event.code),
    consented: ({ event }) => event.type === 'registration.confirm' && event.consent,
    validAmount: ({ event }) => event.type === 'registration.selectAmount' && AMOUNT_PATTERN.test(event.amount),
    isLastMismatch: ({ context }, params: { error: unknown }) =>
      codeOf(params.error) === 'IDV_VALIDATION_FAILED' && context.otpAttempts + 1 >= context.otpMaxAttempts,
    isMismatch: (_, params: { error: unknown }) => codeOf(params.error) === 'IDV_VALIDATION_FAILED',
    isExpired: (_, params: { error: unknown }) => codeOf(params.error) === 'IDV_SESSIONID_EXPIRED',
    isRecaptchaFailed: (_, params: { error: unknown }) => codeOf(params.error) === 'RECAPTCHA_FAILED',
    isGenerated: (_, params: { generated: boolean }) => params.generated,
    isLastGenerationCheck: ({ context }) => context.generationAttempts + 1 >= context.generationMaxAttempts,
  },
  actions: {
    countMismatch: assign(({ context }) => ({
      otpAttempts: context.otpAttempts + 1,
      message: PASSCODE_MESSAGES.mismatch,
    })),
    setMessage: assign((_, params: { message: string | null }) => ({ message: params.message })),
    resetOtp: assign({ otpAttempts: 0, message: null }),
    countGenerationCheck: assign(({ context }) => ({ generationAttempts: context.generationAttempts + 1 })),
    resetGeneration: assign({ generationAttempts: 0 }),
    assignAmount: assign(({ event }) => {
      assertEvent(event, 'registration.selectAmount');
      return { loanAmount: event.amount };
    }),
  },
}).createMachine({
  id: 'furtherRegistration',
  context: ({ input }) => ({
    otpAttempts: 0,
    otpMaxAttempts: input.otpMaxAttempts ?? PASSCODE_MAX_ATTEMPTS,
    generationAttempts: 0,
    generationMaxAttempts: input.generationMaxAttempts ?? OFFERS_GENERATION_POLLING.maxAttempts,
    generationIntervalMs: input.generationIntervalMs ?? OFFERS_GENERATION_POLLING.intervalMs,
    loanAmount: null,
    message: null,
  }),
  initial: 'welcome',
  states: {
    welcome: { meta: { route: 'welcome' }, on: { 'registration.start': 'lookup' } },
    lookup: {
      initial: 'form',
      states: {
        form: {
          meta: { route: 'registration/lookup' },
          on: {
            'registration.lookup': {
              target: 'searching',
              actions: { type: 'setMessage', params: { message: null } },
            },
          },
        },
        searching: {
          tags: ['busy'],
          invoke: {
            id: 'lookupConsumer',
            src: 'lookupConsumer',
            input: ({ event }) => {
              assertEvent(event, 'registration.lookup');
              return event.details;
            },
            // The lookup found the consumer and sent the one-time passcode.
            onDone: { target: '#furtherRegistration.otp', actions: 'resetOtp' },
            // RECAPTCHA_FAILED is the caller's to handle (001 §7): the form again, with the reason.
            onError: [
              {
                guard: { type: 'isRecaptchaFailed', params: ({ event }) => ({ error: event.error }) },
                target: 'form',
                actions: { type: 'setMessage', params: { message: RECAPTCHA_FAILED_MESSAGE } },
              },
              { target: '#furtherRegistration.lookupFailed' },
            ],
          },
        },
      },
    },
    otp: {
      initial: 'entering',
      states: {
        entering: {
          meta: { route: 'registration/otp' },
          on: {
            'registration.submitOtp': { guard: 'codeComplete', target: 'verifying' },
            'registration.resendOtp': 'resending',
          },
        },
        verifying: {
          tags: ['busy'],
          invoke: {
            id: 'verifyRegistrationOtp',
            src: 'verifyRegistrationOtp',
            input: ({ event }) => {
              assertEvent(event, 'registration.submitOtp');
              return { code: event.code };
            },
            onDone: { target: '#furtherRegistration.confirm', actions: 'resetOtp' },
            onError: [
              {
                guard: { type: 'isLastMismatch', params: ({ event }) => ({ error: event.error }) },
                target: '#furtherRegistration.passcodeAttemptsExceeded',
              },
              {
                guard: { type: 'isMismatch', params: ({ event }) => ({ error: event.error }) },
                target: 'entering',
                actions: 'countMismatch',
              },
              {
                guard: { type: 'isExpired', params: ({ event }) => ({ error: event.error }) },
                target: 'entering',
                actions: { type: 'setMessage', params: { message: PASSCODE_MESSAGES.sessionExpired } },
              },
              { target: '#furtherRegistration.error' },
            ],
          },
        },
        resending: {
          tags: ['busy'],
          invoke: {
            id: 'resendRegistrationOtp',
            src: 'resendRegistrationOtp',
            onDone: { target: 'entering', actions: { type: 'setMessage', params: { message: null } } },
            onError: {
              target: 'entering',
              actions: { type: 'setMessage', params: { message: PASSCODE_MESSAGES.codeNotGenerated } },
            },
          },
        },
      },
    },
    confirm: {
      initial: 'form',
      states: {
        form: {
          meta: { route: 'registration/confirm' },
          on: { 'registration.confirm': { guard: 'consented', target: 'completing' } },
        },
        completing: {
          tags: ['busy'],
          invoke: {
            id: 'completeRegistration',
            src: 'completeRegistration',
            input: ({ event }) => ({
              consent: true as const,
              contact: event.type === 'registration.confirm' && event.contact === true,
            }),
            onDone: '#furtherRegistration.generating',
            onError: '#furtherRegistration.error',
          },
        },
      },
    },
    /** Offers generating: checked until generated, every interval, at most generationMaxAttempts times. */
    generating: {
      initial: 'checking',
      entry: 'resetGeneration',
      meta: { route: 'offers/splash' },
      states: {
        checking: {
          tags: ['busy'],
          invoke: {
            id: 'checkOffersGenerated',
            src: 'checkOffersGenerated',
            onDone: [
              {
                guard: { type: 'isGenerated', params: ({ event }) => ({ generated: event.output.generated }) },
                target: '#furtherRegistration.loanamount',
              },
              { guard: 'isLastGenerationCheck', target: '#furtherRegistration.generatingFailed' },
              { target: 'waiting', actions: 'countGenerationCheck' },
            ],
            onError: '#furtherRegistration.generatingFailed',
          },
        },
        waiting: { tags: ['busy'], after: { generationInterval: 'checking' } },
      },
    },
    loanamount: {
      meta: { route: 'loanamount' },
      on: { 'registration.selectAmount': { guard: 'validAmount', target: 'linkaccount', actions: 'assignAmount' } },
    },
    linkaccount: {
      initial: 'form',
      states: {
        form: { meta: { route: 'redeem-linkaccount' }, on: { 'registration.linkAccount': 'linking' } },
        linking: {
          tags: ['busy'],
          invoke: {
            id: 'linkAccount',
            src: 'linkAccount',
            input: ({ context }) => ({ loanAmount: context.loanAmount ?? '' }),
            onDone: '#furtherRegistration.linked',
            onError: '#furtherRegistration.error',
          },
        },
      },
    },
    linked: { type: 'final', meta: { route: 'redeem-linkaccount' } },
    /** 001 §8 marketplace error: lookup failure (records not found). */
    lookupFailed: { meta: { route: 'error/lookup-failed' }, on: { 'registration.retry': 'lookup' } },
    /** 001 §8 marketplace error: passcode attempts exceeded. */
    passcodeAttemptsExceeded: { type: 'final', meta: { route: 'error/passcode-attempts-exceeded' } },
    /** 001 §8 marketplace error: generating failure. */
    generatingFailed: { meta: { route: 'error/generating-failed' }, on: { 'registration.retry': 'generating' } },
    error: { type: 'final', meta: { route: 'error' } },
  },
});
export type FurtherRegistrationMachine = typeof furtherRegistrationMachine;
