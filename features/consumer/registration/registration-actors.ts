import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client.ts';
import { getCurrentConsumer } from '../../../api/consumer.ts';
import {
  completeRegistration,
  linkAccount,
  lookUpRegistration,
  type RegistrationLookup,
  resendRegistrationPasscode,
  verifyRegistrationPasscode,
} from '../../../api/registration.ts';
import type { Session } from '../../../api/session.ts';
import { confirmConsents } from '../../../domain/compliance/consents.ts';
import { hasAnyFlag, journeyFlagsOf } from '../../../domain/journey-flags.ts';
import { furtherRegistrationMachine } from '../../../machines/registration/further-registration-machine.ts';

export interface BankAccount {
  institutionName: string;
  routingNumber: string;
  accountNumber: string;
}

export interface RegistrationActorDeps {
  client: ApiClient;
  /** The passcode proved who the consumer is: their session starts here. */
  signIn: (session: Session) => void;
  /** The account the link-account screen collected (the machine carries only the loan amount). */
  account: () => BankAccount | null;
}

const OWN_ERRORS = { suppressServerErrorRedirect: true } as const;

/** The /further registration statechart with its calls (api/registration.ts) behind each actor. */
export function provideRegistrationActors(deps: RegistrationActorDeps) {
  const { client } = deps;
  // The lookup opens a registration; the passcode calls name it.
  let registrationId = '';
  return furtherRegistrationMachine.provide({
    actors: {
      lookupConsumer: fromPromise(async ({ input }): Promise<unknown> => {
        const registration = await client.call(lookUpRegistration, {
          body: input as RegistrationLookup,
          handleUnauthorized: false,
          ...OWN_ERRORS,
        });
        registrationId = registration.registrationId;
        return registration;
      }),
      resendRegistrationOtp: fromPromise(
        (): Promise<unknown> =>
          client.call(resendRegistrationPasscode, { params: { id: registrationId }, ...OWN_ERRORS }),
      ),
      verifyRegistrationOtp: fromPromise(async ({ input }): Promise<unknown> => {
        const session = await client.call(verifyRegistrationPasscode, {
          params: { id: registrationId },
          body: { passcode: input.code },
          ...OWN_ERRORS,
        });
        deps.signIn(session);
        return session;
      }),
      // The versions sent are those of the texts the confirm page showed (the same catalogue): recorded as read.
      completeRegistration: fromPromise(
        ({ input }: { input: { consent: true; contact?: boolean } }): Promise<unknown> =>
          client.call(completeRegistration, {
            body: { consent: true, consents: confirmConsents(input.contact === true) },
            ...OWN_ERRORS,
          }),
      ),
      checkOffersGenerated: fromPromise(async () => {
        const consumer = await client.call(getCurrentConsumer, OWN_ERRORS);
        return { generated: hasAnyFlag(journeyFlagsOf(consumer.workflowState), 'OFFERS_GENERATED') };
      }),
      linkAccount: fromPromise(async ({ input }): Promise<unknown> => {
        const account = deps.account();
        if (!account) throw new Error('No account to link');
        return client.call(linkAccount, { body: { ...account, loanAmount: input.loanAmount }, ...OWN_ERRORS });
      }),
    },
  });
}
