import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/general-setup/eligible-states.tsx. */
export const generalSetupEligibleStatesMessages = defineMessages({
  noStates: { id: 'lender.generalSetupEligibleStates.noStates', defaultMessage: 'No states' },
});
