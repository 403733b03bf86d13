import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { VELOCITY_BREAKPOINTS_MESSAGE } from '../../api/loan-leads.ts';
import { VELOCITY_THRESHOLDS } from '../../domain/loan-leads/loan-leads.ts';
import { loanLeadsVelocityBreakpointsMessages as m } from '../messages/loan-leads-velocity-breakpoints.ts';

/** `velocity=low,high` of the list URL as two numbers, the defaults [20, 80] when absent or malformed. */
export function breakpointsOf(velocity: string | undefined): [number, number] {
  const [low, high] = (velocity ?? '').split(',').map(Number);
  return low !== undefined && high !== undefined && Number.isInteger(low) && Number.isInteger(high) && low < high
    ? [low, high]
    : [VELOCITY_THRESHOLDS[0], VELOCITY_THRESHOLDS[1]];
}

/** 002 §9 adjustable velocity breakpoints (hours): Low under the first, Medium under the second, High after. */
export function VelocityBreakpoints({
  velocity,
  onApply,
}: {
  velocity: string | undefined;
  onApply: (velocity: string | undefined) => void;
}) {
  const { formatMessage: t } = useIntl();
  const [current, setCurrent] = useState(() => breakpointsOf(velocity).map(String));
  const [low = '', high = ''] = current;
  const valid = /^\d{1,5}$/.test(low) && /^\d{1,5}$/.test(high) && Number(low) < Number(high);
  const field = (label: string, index: 0 | 1) => (
    <Field.Root maxW="48">
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        type="number"
        min={0}
        value={current[index]}
        onChange={(event) => setCurrent(index === 0 ? [event.target.value, high] : [low, event.target.value])}
      />
    </Field.Root>
  );
  const apply = () => {
    const text = `${Number(low)},${Number(high)}`;
    onApply(text === VELOCITY_THRESHOLDS.join(',') ? undefined : text);
  };
  return (
    <HStack as="fieldset" gap="3" alignItems="end" flexWrap="wrap" mb="4">
      <Text as="legend" srOnly>
        {t(m.velocityBreakpoints)}
      </Text>
      {field(t(m.lowUnderHours), 0)}
      {field(t(m.mediumUnderHours), 1)}
      <Button size="sm" variant="outline" disabled={!valid} onClick={apply}>
        {t(m.applyBreakpoints)}
      </Button>
      {valid ? null : (
        <Text color="fg.error" fontSize="sm" role="alert">
          {VELOCITY_BREAKPOINTS_MESSAGE}
        </Text>
      )}
    </HStack>
  );
}
