import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of kit/statechart-stepper.tsx. */
export const statechartStepperMessages = defineMessages({
  stepOf: { id: 'kit.statechartStepper.stepOf', defaultMessage: 'Step {value} of {length}: {label}' },
  working: { id: 'kit.statechartStepper.working', defaultMessage: 'Working…' },
  previous: { id: 'kit.statechartStepper.previous', defaultMessage: 'Previous' },
});
