import { Badge, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type { TraceClause } from '../../api/offer-trace.ts';
import { offerTraceTraceRuleTableMessages as m } from '../messages/offer-trace-trace-rule-table.ts';

/** A clause's result in words as well as colour (colour alone says nothing to a screen reader). */
export function PassBadge({ passed }: { passed: boolean }) {
  return (
    <Badge colorPalette={passed ? 'green' : 'red'} variant="subtle">
      {passed ? <FormattedMessage {...m.pass} /> : <FormattedMessage {...m.fail} />}
    </Badge>
  );
}

const valueText = (clause: TraceClause, t: IntlShape['formatMessage']) => {
  if (clause.masked) return t(m.withheld);
  return clause.value === null ? t(m.noValue) : clause.value.toLocaleString('en-US');
};

/** One rule clause by clause: the attribute and the condition as the lender wrote it, the consumer's value, the result. */
export function TraceRuleTable({ clauses, label }: { clauses: readonly TraceClause[]; label: string }) {
  const { formatMessage: t } = useIntl();
  if (clauses.length === 0)
    return (
      <Text color="fg.muted" textStyle="sm">
        {t(m.noConditionsEveryConsumerPasses)}
      </Text>
    );
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t(m.condition)}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t(m.consumerSValue)}</Table.ColumnHeader>
            <Table.ColumnHeader>{t(m.result)}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {clauses.map((clause, index) => (
            // Clauses have no id; their order in the rule is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: the rule's clause order is the identity
            <Table.Row key={index}>
              {/* The attribute's name over the condition as written: three columns fit a phone's width. */}
              <Table.Cell>
                <Text>{clause.label}</Text>
                <Text fontFamily="mono" textStyle="xs" color="fg.muted" wordBreak="break-all">
                  {clause.text}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end">{valueText(clause, t)}</Table.Cell>
              <Table.Cell>
                <PassBadge passed={clause.passed} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
