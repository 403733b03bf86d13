import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { FurtherRegistrationMachine } from '../../../machines/registration/further-registration-machine.ts';
import { requiredContext } from '../../../ui/required-context.ts';
import type { BankAccount } from './registration-actors.ts';

export interface RegistrationJourney {
  readonly actor: ActorRefFrom<FurtherRegistrationMachine>;
  readonly snapshot: SnapshotFrom<FurtherRegistrationMachine>;
  /** Keeps the account the link-account screen collected, for the link call. */
  readonly setAccount: (account: BankAccount) => void;
}

export const [RegistrationJourneyContext, useRegistrationJourney] = requiredContext<RegistrationJourney>(
  'useRegistrationJourney',
  'RegistrationJourneyProvider',
);
