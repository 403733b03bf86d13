import { Badge, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ProductTrace } from '../../api/offer-trace.ts';
import { offerTraceProductTraceViewMessages as m } from '../messages/offer-trace-product-trace-view.ts';
import { PassBadge, TraceRuleTable } from './trace-rule-table.tsx';

const OUTCOME_LABELS = {
  won: 'Won: the first tier whose rule held',
  failed: 'Lost: its rule did not hold',
  shadowed: 'Lost: its rule held, but an earlier tier won',
  notReached: 'Not tried: the product was refused before tiers',
} as const;

const REASON_LABELS: Readonly<Record<string, string>> = {
  MEMBERSHIP_INELIGIBLE: 'Outside the lender’s membership area',
  PRODUCT_INELIGIBLE: 'Outside the product’s eligibility area',
  MLA_NOT_ACCEPTED: 'Covered by the Military Lending Act; the lender does not accept covered borrowers',
  PRODUCT_INACTIVE: 'The product is inactive',
  INVENTORY_EXHAUSTED: 'The product’s redeem limit is reached',
  NO_TIER_MATCHED: 'The product rule held but no tier’s rule did',
};

/** The decision in one sentence: the winning tier, or the first check or clause that refused. */
export function decisionText(trace: ProductTrace): string {
  const { decision } = trace;
  if (decision.offered) return `Offered: ${trace.tiers.find((tier) => tier.outcome === 'won')?.name ?? 'a tier'}`;
  const reason = decision.reason ?? '';
  if (reason.startsWith('RULE_FAILED:')) return `Not offered: the product rule failed at ${reason.slice(12)}`;
  return `Not offered: ${REASON_LABELS[reason] ?? reason}`;
}

const limitText = (trace: ProductTrace) => {
  const inventory = trace.inventory;
  if (!inventory || (inventory.limitCount === null && inventory.limitAmount === null)) return 'No redeem limit';
  const count = inventory.limitCount === null ? '' : `${inventory.redeemedCount} of ${inventory.limitCount} redeemed`;
  const amount =
    inventory.limitAmount === null
      ? ''
      : `$${inventory.redeemedAmount.toLocaleString('en-US')} of $${inventory.limitAmount.toLocaleString('en-US')}`;
  return `${[count, amount].filter(Boolean).join(' · ')}${inventory.exhausted ? ' (limit reached)' : ''}`;
};

function Checks({ trace }: { trace: ProductTrace }) {
  const { formatMessage: t } = useIntl();
  const { eligibility } = trace;
  const rows = [
    ['Membership area', <PassBadge key="m" passed={eligibility.member} />],
    ['Product eligibility area', <PassBadge key="p" passed={eligibility.productArea} />],
    [
      'Military Lending Act',
      eligibility.acceptsMla ? (
        'Accepted by the lender'
      ) : (
        <PassBadge key="mla" passed={eligibility.mlaCovered !== true} />
      ),
    ],
    ['Product status', trace.status === 'active' ? 'Active' : 'Inactive'],
    ['Redeem limit', limitText(trace)],
  ] as const;
  return (
    <DataList.Root orientation="horizontal" size="sm" aria-label={t(m.eligibilityChecks)}>
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel flexShrink={0} w={{ base: '45%', md: '56' }}>
            {label}
          </DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** One product's replayed decision: the checks, the product rule, then every tier in order with why it won or lost. */
export function ProductTraceView({ trace }: { trace: ProductTrace }) {
  const { formatMessage: t } = useIntl();
  return (
    <Stack gap="4">
      <Text fontWeight="semibold">{decisionText(trace)}</Text>
      {trace.matchesStored ? null : <Text color="fg.warning">{t(m.theReplayDiffersFromThe)}</Text>}
      <Checks trace={trace} />
      <Heading as="h3" size="sm">
        {t(m.productRule)}
      </Heading>
      <TraceRuleTable clauses={trace.rule.clauses} label={t(m.productRule2, { productName: trace.productName })} />
      {trace.tiers.map((tier) => (
        <Stack key={tier.tierId} gap="2" as="section" aria-label={tier.name}>
          <Heading as="h3" size="sm">
            {tier.name}{' '}
            <Badge colorPalette={tier.outcome === 'won' ? 'green' : 'gray'} variant="subtle">
              {OUTCOME_LABELS[tier.outcome]}
            </Badge>
          </Heading>
          <TraceRuleTable clauses={tier.rule.clauses} label={t(m.rule, { name: tier.name })} />
        </Stack>
      ))}
    </Stack>
  );
}
