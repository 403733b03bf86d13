import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/general-setup/eligible-states.tsx. */
export const generalSetupEligibleStatesMessages = messagesOf('lender.generalSetupEligibleStates', {
  noStates: 'No states',
  wholeState: 'whole state',
});
