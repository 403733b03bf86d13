import { Button, Flex, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { StepStatus } from '../domain/catalog/product-wizard.ts';
import { ErrorAlert } from '../ui/error-alert.tsx';
import { statechartStepperMessages as m } from './messages/statechart-stepper.ts';
import { WizardStepList } from './wizard-step-list.tsx';
import { type Words, wordsNode } from './words.ts';

export interface StepperStep {
  readonly id: string;
  readonly label: string;
  readonly status: StepStatus;
  /** A link to the step (the statechart takes it); false shows the step as text. */
  readonly reachable: boolean;
}

/**
 * The steps of a linear statechart (statuses by position): those before `current` complete, `current` current, the
 * rest upcoming; none is a link (the machine moves only by its own events). `current` past the end: all complete.
 */
export function linearSteps(steps: readonly { id: string; label: string }[], current: string | null): StepperStep[] {
  const at = current === null ? steps.length : steps.findIndex((step) => step.id === current);
  return steps.map((step, index) => ({
    id: step.id,
    label: step.label,
    status: index < at ? 'complete' : index === at ? 'current' : 'upcoming',
    reachable: false,
  }));
}

interface StepperProps {
  /** The step list's accessible name (e.g. "Product wizard steps"). */
  readonly label: string;
  readonly steps: readonly StepperStep[];
  /** The current step's id (the section's anchor) or null when the journey is over. */
  readonly current: string | null;
  /** The statechart's last refusal or failure, shown above the step. */
  readonly failure?: string | null | undefined;
  /** An invoked service is running (the machine's `busy` tag). */
  readonly busy?: boolean | undefined;
  readonly children: ReactNode;
  /** Previous (absent on the first step); disabled while the machine is not taking it. */
  readonly previous?: { readonly onClick: () => void; readonly disabled?: boolean } | undefined;
  /** The step's main button: Next, or the journey's last action (Save product, Enroll…). */
  readonly next?: { readonly label: Words; readonly onClick: () => void; readonly disabled?: boolean } | undefined;
  /** Further buttons after Next (Choose another file, …). */
  readonly actions?: ReactNode;
  /** The step list above the step at every width (steps with wide tables); beside it from `lg` otherwise. */
  readonly stacked?: boolean | undefined;
}

/**
 * The view of a statechart-driven wizard or journey: the step list (upcoming / current / complete) beside, or above
 * on a phone, the current step's section with its failure, a working indicator, its body and its buttons.
 */
export function StatechartStepper(props: StepperProps) {
  const { formatMessage: t } = useIntl();
  const { label, steps, current, failure, busy, children, previous, next, actions, stacked } = props;
  const step = steps.find((s) => s.id === current);
  return (
    <Flex gap="6" direction={stacked ? 'column' : { base: 'column', lg: 'row' }} align="start">
      <WizardStepList label={label} steps={steps} row={stacked} />
      <Stack
        as="section"
        id={current ?? undefined}
        aria-label={step?.label ?? label}
        aria-live="polite"
        flex="1"
        gap="5"
        minW="0"
        w="full"
      >
        {step ? (
          <Text fontWeight="600" data-step={step.id}>
            {t(m.stepOf, { value: steps.indexOf(step) + 1, length: steps.length, label: step.label })}
          </Text>
        ) : null}
        <ErrorAlert message={failure && !busy ? failure : null} />
        {busy ? (
          <HStack role="status">
            <Spinner size="sm" />
            <Text>{t(m.working)}</Text>
          </HStack>
        ) : null}
        {children}
        {previous || next || actions ? (
          <HStack gap="3" wrap="wrap">
            {previous ? (
              <Button variant="outline" disabled={previous.disabled} onClick={previous.onClick}>
                {t(m.previous)}
              </Button>
            ) : null}
            {next ? (
              <Button colorPalette="brand" loading={busy} disabled={next.disabled} onClick={next.onClick}>
                {wordsNode(next.label)}
              </Button>
            ) : null}
            {actions}
          </HStack>
        ) : null}
      </Stack>
    </Flex>
  );
}
