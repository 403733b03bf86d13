import * as v from 'valibot';
import { adminEndpoint, fiEndpoint, fiParams } from './console-endpoint.ts';

/*
 * Why an offer was or was not made (issue 33 items 1–2): the lender's and the admin's rule trace, replayed from the
 * stored bureau vector by the offer engine (docs/decisions/0600-replayable-rule-trace.md). The consumer's side is
 * api/why-no-offer.ts.
 */

const Clause = v.object({
  text: v.string(),
  field: v.string(),
  label: v.string(),
  /** The consumer's value; null when the bureau had none or when masked. */
  value: v.nullable(v.number()),
  passed: v.boolean(),
  bound: v.picklist(['min', 'max', 'match']),
  masked: v.optional(v.boolean()),
});
export type TraceClause = v.InferOutput<typeof Clause>;

const Rule = v.object({ text: v.string(), passed: v.boolean(), clauses: v.array(Clause) });

export const TIER_OUTCOMES = ['won', 'failed', 'shadowed', 'notReached'] as const;
const Tier = v.object({
  tierId: v.string(),
  name: v.string(),
  index: v.number(),
  outcome: v.picklist(TIER_OUTCOMES),
  rule: Rule,
});

export const ProductTrace = v.object({
  productId: v.string(),
  productName: v.string(),
  category: v.string(),
  status: v.string(),
  inventory: v.nullable(
    v.object({
      limitCount: v.nullable(v.number()),
      limitAmount: v.nullable(v.number()),
      redeemedCount: v.number(),
      redeemedAmount: v.number(),
      exhausted: v.boolean(),
    }),
  ),
  eligibility: v.object({
    member: v.boolean(),
    productArea: v.boolean(),
    mlaCovered: v.nullable(v.boolean()),
    acceptsMla: v.boolean(),
    failed: v.nullable(v.string()),
  }),
  rule: Rule,
  tiers: v.array(Tier),
  /** The engine's decision now: the winning tier, or the reason code of the decline. */
  decision: v.object({ offered: v.boolean(), tierId: v.nullable(v.string()), reason: v.nullable(v.string()) }),
  stored: v.nullable(v.object({ status: v.string(), tierId: v.string() })),
  /** The replay says what generation stored (an ELIGIBLE offer of the same tier, or none). */
  matchesStored: v.boolean(),
  /** The generated loop, the rule interpreter and the clause reading agree. */
  consistent: v.boolean(),
});
export type ProductTrace = v.InferOutput<typeof ProductTrace>;

export const ConsumerTrace = v.object({
  campaignId: v.string(),
  consumerId: v.string(),
  /** Values withheld: the lender made this consumer no offer (docs/decisions/0601-who-sees-trace-values.md). */
  masked: v.boolean(),
  products: v.array(ProductTrace),
});
export type ConsumerTrace = v.InferOutput<typeof ConsumerTrace>;

const uuid = (message: string) => v.pipe(v.string(), v.uuid(message));

export const getConsumerTrace = fiEndpoint({
  method: 'GET',
  path: '/fi/:fiId/campaigns/:ucCampaignId/consumers/:consumerId/trace',
  summary: 'Why the lender’s products were or were not offered to a consumer: the rule trace, replayed (read-only)',
  tags: ['lender loan leads'],
  permission: { area: 'loanLeads', action: 'read' },
  params: fiParams({ ucCampaignId: uuid('No such campaign'), consumerId: uuid('No such consumer') }),
  response: ConsumerTrace,
});

/** The admin's consumer lookup (support): the consumer by access code and every product's trace. */
export const lookupConsumerTrace = adminEndpoint({
  method: 'GET',
  path: '/uc/consumerLookup',
  summary: 'A consumer by access code with the rule trace of every product of their campaign (support)',
  tags: ['admin campaigns'],
  permission: { area: 'campaigns', action: 'read' },
  query: v.object({ accessCode: v.pipe(v.string(), v.trim(), v.minLength(1, 'Enter an access code')) }),
  response: v.object({
    consumer: v.object({ id: v.string(), firstName: v.string(), lastName: v.string(), accessCode: v.string() }),
    trace: v.nullable(ConsumerTrace),
  }),
});

/** Per product of the lender: consumers offered and missed in the campaign, and the top reasons it missed them. */
export const getMissedReasons = fiEndpoint({
  method: 'GET',
  path: '/fi/:fiId/campaigns/:ucCampaignId/missedReasons',
  summary: 'Top reasons the campaign’s consumers missed each of the lender’s products (counts, from the engine)',
  tags: ['lender campaigns'],
  permission: { area: 'campaigns', action: 'read' },
  params: fiParams({ ucCampaignId: uuid('No such campaign') }),
  response: v.object({
    /** Consumers the figures are based on (a deterministic sample of the campaign's first ones by id). */
    consumers: v.number(),
    products: v.array(
      v.object({
        productId: v.string(),
        productName: v.string(),
        offered: v.number(),
        missed: v.number(),
        reasons: v.array(v.object({ reason: v.string(), consumers: v.number() })),
      }),
    ),
  }),
});
