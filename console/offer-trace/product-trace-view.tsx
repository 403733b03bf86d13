import { Badge, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import type { ProductTrace } from '../../api/offer-trace.ts';
import { offerTraceProductTraceViewMessages as m } from '../messages/offer-trace-product-trace-view.ts';
import { PassBadge, TraceRuleTable } from './trace-rule-table.tsx';

const OUTCOME_LABELS: Readonly<Record<ProductTrace['tiers'][number]['outcome'], MessageDescriptor>> = {
  won: m.outcomeWon,
  failed: m.outcomeFailed,
  shadowed: m.outcomeShadowed,
  notReached: m.outcomeNotReached,
};

const REASON_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  MEMBERSHIP_INELIGIBLE: m.reasonMembershipIneligible,
  PRODUCT_INELIGIBLE: m.reasonProductIneligible,
  MLA_NOT_ACCEPTED: m.reasonMlaNotAccepted,
  PRODUCT_INACTIVE: m.reasonProductInactive,
  INVENTORY_EXHAUSTED: m.reasonInventoryExhausted,
  NO_TIER_MATCHED: m.reasonNoTierMatched,
};

/** The decision in one sentence: the winning tier, or the first check or clause that refused. */
export function decisionText(trace: ProductTrace, intl: IntlShape): string {
  const { decision } = trace;
  const t = intl.formatMessage;
  if (decision.offered) {
    const winner = trace.tiers.find((tier) => tier.outcome === 'won')?.name;
    return winner === undefined ? t(m.offeredATier) : t(m.offeredTier, { tier: winner });
  }
  const reason = decision.reason ?? '';
  if (reason.startsWith('RULE_FAILED:')) return t(m.notOfferedRuleFailed, { clause: reason.slice(12) });
  const label = REASON_LABELS[reason];
  return t(m.notOffered, { reason: label ? t(label) : reason });
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

const limitText = (trace: ProductTrace, t: IntlShape['formatMessage']) => {
  const inventory = trace.inventory;
  if (!inventory || (inventory.limitCount === null && inventory.limitAmount === null)) return t(m.noRedeemLimit);
  const parts = [
    ...(inventory.limitCount === null
      ? []
      : [t(m.countRedeemed, { redeemed: inventory.redeemedCount, limit: inventory.limitCount })]),
    ...(inventory.limitAmount === null
      ? []
      : [
          t(m.amountRedeemed, {
            redeemed: dollars(inventory.redeemedAmount),
            limit: dollars(inventory.limitAmount),
          }),
        ]),
  ].join(' · ');
  return inventory.exhausted ? t(m.limitReached, { limits: parts }) : parts;
};

function Checks({ trace }: { trace: ProductTrace }) {
  const { formatMessage: t } = useIntl();
  const { eligibility } = trace;
  const rows = [
    [m.membershipArea, <PassBadge key="m" passed={eligibility.member} />],
    [m.productEligibilityArea, <PassBadge key="p" passed={eligibility.productArea} />],
    [
      m.militaryLendingAct,
      eligibility.acceptsMla ? (
        t(m.acceptedByTheLender)
      ) : (
        <PassBadge key="mla" passed={eligibility.mlaCovered !== true} />
      ),
    ],
    [m.productStatus, t(trace.status === 'active' ? m.active : m.inactive)],
    [m.redeemLimit, limitText(trace, t)],
  ] as const;
  return (
    <DataList.Root orientation="horizontal" size="sm" aria-label={t(m.eligibilityChecks)}>
      {rows.map(([label, value]) => (
        <DataList.Item key={label.id}>
          <DataList.ItemLabel flexShrink={0} w={{ base: '45%', md: '56' }}>
            {t(label)}
          </DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** One product's replayed decision: the checks, the product rule, then every tier in order with why it won or lost. */
export function ProductTraceView({ trace }: { trace: ProductTrace }) {
  const intl = useIntl();
  const { formatMessage: t } = intl;
  return (
    <Stack gap="4">
      <Text fontWeight="semibold">{decisionText(trace, intl)}</Text>
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
              {t(OUTCOME_LABELS[tier.outcome])}
            </Badge>
          </Heading>
          <TraceRuleTable clauses={tier.rule.clauses} label={t(m.rule, { name: tier.name })} />
        </Stack>
      ))}
    </Stack>
  );
}
