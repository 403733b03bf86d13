import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/wizard-step-list.tsx. */
export const wizardStepListMessages = messagesOf('kit.wizardStepList', {
  complete: 'Complete',
  current: 'Current',
  upcoming: 'Upcoming',
});
