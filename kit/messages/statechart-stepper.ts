import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/statechart-stepper.tsx. */
export const statechartStepperMessages = messagesOf('kit.statechartStepper', {
  stepOf: 'Step {value} of {length}: {label}',
  working: 'Working…',
  previous: 'Previous',
});
