import type { Hono } from 'hono';
import * as api from '../../api/offer-trace.ts';
import { getWhyNoOffer } from '../../api/why-no-offer.ts';
import type { RuleTrace } from '../../domain/engine/rule-trace.ts';
import { principalReasons } from '../../domain/engine/why-no-offer.ts';
import { findConsumerByAccessCode } from '../db/queries/consumers.ts';
import { notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { route, scopedRoute } from '../http/register.ts';
import {
  type ConsumerTraceView,
  fieldLabel,
  traceConsumer,
  traceConsumerForWhyNoOffer,
} from '../offers/consumer-trace.ts';
import { missedReasons } from '../offers/missed-reasons.ts';
import { requireConsumer } from './consumers.service.ts';

const labelled = (rule: RuleTrace) => ({
  ...rule,
  clauses: rule.clauses.map((clause) => ({ ...clause, label: fieldLabel(clause.field) })),
});

/** The wire form: decisions flattened, clause labels added. */
const toWire = (trace: ConsumerTraceView) => ({
  ...trace,
  products: trace.products.map((product) => ({
    ...product,
    rule: labelled(product.rule),
    tiers: product.tiers.map((tier) => ({ ...tier, rule: labelled(tier.rule) })),
    decision: product.decision.offered
      ? { offered: true, tierId: product.decision.tierId, reason: null }
      : { offered: false, tierId: null, reason: product.decision.reason },
  })),
});

/** Console categories are written with spaces ('PERSONAL LOANS'), the marketplace's with underscores. */
const sameCategory = (a: string, b: string) =>
  a.replace(/[\s-]+/g, '_').toUpperCase() === b.replace(/[\s-]+/g, '_').toUpperCase();

/** Rule traces for lenders and support, plain-language reasons for consumers (issue 33 items 1–2). */
export function registerOfferTraceRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, api.getConsumerTrace, async ({ params, scope, db }) => {
    const trace = await traceConsumer(db, scope, params.ucCampaignId, params.consumerId);
    if (!trace) throw notFound('No such consumer in this campaign');
    return toWire(trace);
  });

  scopedRoute(app, api.getMissedReasons, async ({ params, scope, db }) =>
    missedReasons(db, scope, params.ucCampaignId),
  );

  route(app, api.lookupConsumerTrace, async ({ query, scope, c }) => {
    const { db } = c.get('deps');
    const consumer = await findConsumerByAccessCode(db, query.accessCode);
    if (!consumer) throw notFound('No consumer has this access code');
    const trace = consumer.campaignId ? await traceConsumer(db, scope, consumer.campaignId, consumer.id) : null;
    const { campaignId: _, ...shown } = consumer;
    return { consumer: shown, trace: trace ? toWire(trace) : null };
  });

  route(app, getWhyNoOffer, async ({ query, c, scope }) => {
    const { db } = c.get('deps');
    const access = await requireConsumer(db, scope, c.get('consumer'));
    if (!access.campaign) return { reasons: [] };
    const trace = await traceConsumerForWhyNoOffer(db, access.campaign.id, access.consumer.id);
    const declined = (trace?.products ?? []).filter(
      (product) => !product.decision.offered && (!query.category || sameCategory(product.category, query.category)),
    );
    return { reasons: principalReasons(declined) };
  });
}
