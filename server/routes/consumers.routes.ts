import type { Hono } from 'hono';
import { LRUCache } from 'lru-cache';
import type { Vehicle } from '../../api/consumer.ts';

import * as api from '../../api/consumer.ts';
import { unknownProductTypes } from '../../domain/marketplace/product-triples.ts';
import { narrowToProductTypes } from '../../domain/session/consumer-entry.ts';
import { seal } from '../auth/secret-box.ts';
import type { Db } from '../db/pool.ts';
import {
  type ConsumerLoan,
  confirmLoanCollateral,
  consumerLoans,
  findConsumerLoan,
} from '../db/queries/consumer-loans.ts';
import { offerDisclosures, offerFaqs, offeringLender } from '../db/queries/consumer-offer-details.ts';
import { openPii } from '../db/queries/consumer-pii.ts';
import { lockConsumer, restateConsumer, type StatedChanges } from '../db/queries/consumer-profile.ts';
import type { ConsumerAccess } from '../db/queries/consumers.ts';
import type { ConsumerScope } from '../db/queries/scope.ts';
import { ApiError } from '../http/api-error.ts';
import { answerHeader, completeAnswer } from '../http/complete-answer.ts';
import { acceptsGzip, gzipBytes } from '../http/compress-answers.ts';
import { offerNotFound } from '../http/consumer-errors.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { type EndpointHandler, route } from '../http/register.ts';
import { generateOffers } from '../offers/generate-offers.ts';
import { offersOutcomeRecorder } from '../transactions/transaction-outcomes.ts';
import { visitOf } from '../transactions/visit-outcomes.ts';
import {
  assertIncomeEditable,
  assertOffersAvailable,
  loadOfferRows,
  requireConsumer,
  requireFullConsumer,
  sameVehicle,
  toConsumerView,
} from './consumers.service.ts';
import { emitOfferViewed, loadOfferView, offerViewsOf } from './offer-view.service.ts';
import { assertReevaluationAllowed, statedIncome, statedVehicle } from './reevaluation.service.ts';

// The campaign is part of it: a consumer a new campaign's import takes over keeps their offers version until it
// activates, and must never be answered with the old campaign's offers in between.
// A session narrowed to some product types (docs/decisions/0670) gets its own answer, so its types are in it too.
const etagOf = (consumerId: string, campaignId: string, version: number, redemptions: string, types: string[]) =>
  `W/"offers-${consumerId}-${campaignId}-${version}-${redemptions}${types.length > 0 ? `-${types.join(';')}` : ''}"`;

/**
 * What the consumer reads about one of their offers (its disclosures, its FAQs): only once their campaign's offers are
 * available, and OFFER_PRODUCT_NOT_FOUND for an offer that is not theirs (the query answers null).
 */
async function offerDetail<T>(c: AppContext, scope: ConsumerScope, read: (db: Db) => Promise<T | null>): Promise<T> {
  const { db } = c.get('deps');
  assertOffersAvailable(await requireConsumer(db, scope, c.get('consumer')));
  const detail = await read(db);
  if (detail === null) throw offerNotFound();
  return detail;
}

/**
 * Offers only change when the consumer's offers version does (generation, re-evaluation), so the computed answer
 * (estimated payments included) is kept per version: every server instance reads the version from the database,
 * so a change anywhere is seen everywhere at once. Kept as UTF-8 bytes and gzipped once, so a call copies bytes out
 * rather than encoding 15 KB of JSON or compressing it again (decision 0560). Bounded, least recently used first
 * out; keyed by the ETag, which names the consumer, so no answer can reach another consumer.
 */
interface OffersAnswer {
  readonly json: Uint8Array<ArrayBuffer>;
  readonly gzip: Uint8Array<ArrayBuffer>;
}
type OffersAnswers = LRUCache<string, OffersAnswer>;

/** The consumer's offers answer, computed and compressed on its first call for this ETag. */
async function offersAnswer(c: AppContext, row: ConsumerAccess, etag: string, offersAnswers: OffersAnswers) {
  const cached = offersAnswers.get(etag);
  if (cached) return cached;
  const { db, logger } = c.get('deps');
  const all = await loadOfferRows(db, row.consumer.id, row.campaign?.id ?? '');
  // 000 §3 supportedProductTypes: the publisher's link narrows the marketplace (never to nothing).
  const rows = [...narrowToProductTypes(all, c.get('auth')?.productTypes)];
  if (rows.length === 0) throw new ApiError(404, 'OFFERS_NOT_FOUND', 'We could not find any offers for you.');
  // 001 §3: an unknown product type is logged only; its offer is still listed (under no category's tile).
  for (const productType of unknownProductTypes(rows.map((r) => r.productType))) {
    logger.warn({ productType }, 'unknown product type');
  }
  const json = new TextEncoder().encode(JSON.stringify(await offerViewsOf(db, row, rows))) as Uint8Array<ArrayBuffer>;
  const answer = { json, gzip: await gzipBytes(json) };
  offersAnswers.set(etag, answer);
  return answer;
}

type OffersOutcome = ReturnType<typeof offersOutcomeRecorder>;

/**
 * The visit's first offers answer is its transaction outcome (docs/decisions/0645): Offered, or Ineligible when the
 * consumer has no offer. Written once per visit (the recorder remembers it), never once per call; a failure to
 * record is logged, never the consumer's answer.
 */
async function recordOffersOutcome(c: AppContext, record: OffersOutcome, outcome: 'Offered' | 'Ineligible') {
  const visit = visitOf(c);
  if (!visit) return;
  const { db, logger } = c.get('deps');
  await record(db, visit, outcome).catch((error: unknown) =>
    logger.error({ err: error, outcome }, 'transaction outcome not recorded'),
  );
}

/** listOffers answering from `offersAnswers`, the app's cache of computed answers. */
const listOffersFrom =
  (offersAnswers: OffersAnswers, record: OffersOutcome): EndpointHandler<typeof api.listOffers> =>
  async ({ auth, c, scope }) => {
    const { db } = c.get('deps');
    const { consumerId } = scope;
    const row = await requireConsumer(db, scope, c.get('consumer'));
    assertOffersAvailable(row);
    const { offersVersion, redemptionsStamp } = row.consumer;
    const types = auth?.productTypes ?? [];
    const etag = etagOf(consumerId, row.campaign?.id ?? '', offersVersion, redemptionsStamp, types);
    // Private: the answer is one consumer's; no-cache: revalidate each time, so a re-evaluation shows at once. The
    // URL is every consumer's: the stored answer must only be revalidated for the same signed-in user, and it may come
    // compressed or not.
    const caching = { etag, 'cache-control': 'private, no-cache', vary: 'Authorization, Accept-Encoding' };
    if (c.req.header('if-none-match') === etag) {
      await recordOffersOutcome(c, record, 'Offered');
      for (const [name, value] of Object.entries(caching)) answerHeader(c, name, value);
      return c.body(null, 304);
    }
    const answer = await offersAnswer(c, row, etag, offersAnswers).catch(async (error: unknown) => {
      if (error instanceof ApiError && error.code === 'OFFERS_NOT_FOUND') {
        await recordOffersOutcome(c, record, 'Ineligible');
      }
      throw error;
    });
    await recordOffersOutcome(c, record, 'Offered');
    // Born complete (its bytes and their gzip are cached): the header middlewares leave it as it is.
    const gzipped = acceptsGzip(c.req.header('accept-encoding'));
    return completeAnswer(c, gzipped ? answer.gzip : answer.json, 200, {
      ...caching,
      'content-type': 'application/json; charset=UTF-8',
      ...(gzipped ? { 'content-encoding': 'gzip' } : {}),
    });
  };

/** The consumer's own stated data and contact details; a restated income or pay frequency makes a new offers answer. */
const updateConsumer: EndpointHandler<typeof api.updateCurrentConsumer> = async ({ body, c, scope }) => {
  const { db, encryptionKey } = c.get('deps');
  await db.transaction(async (tx) => {
    const locked = await lockConsumer(tx, scope);
    if (!locked) throw new ApiError(401, 'INVALID_SESSION', 'Your session is no longer valid.');
    assertIncomeEditable(locked, body);
    await assertReevaluationAllowed(tx, locked, statedIncome(locked), statedIncome(body));
    const { confirmIncome, email, phone, ...sent } = body;
    // Only the fields sent change; a body with none of them (contact details only, or `{}`) updates no column.
    const stated: StatedChanges = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined));
    if (confirmIncome) stated.incomeConfirmed = true;
    // Contact details live in the sealed PII; rewrite it whole.
    const contact = { ...(email !== undefined ? { email } : {}), ...(phone !== undefined ? { phone } : {}) };
    const sealedPii =
      email !== undefined || phone !== undefined
        ? seal(encryptionKey, JSON.stringify({ ...openPii(encryptionKey, locked.pii), ...contact }))
        : null;
    const restated = sent.annualIncome !== undefined || sent.payFrequency !== undefined;
    await restateConsumer(tx, scope, { stated, sealedPii, restated });
    if (restated && locked.campaignId) await generateOffers(tx, locked.campaignId, [scope.consumerId]);
  });
  return toConsumerView(await requireFullConsumer(db, scope), encryptionKey);
};

/** The consumer's current loans from the bureau file, and the vehicle a refinance offer reads. */
function registerConsumerLoanRoutes(app: Hono<AppEnv>): void {
  route(app, api.listLoans, async ({ query, c, scope }) =>
    (await consumerLoans(c.get('deps').db, scope, query)).map(loanView),
  );
  route(app, api.putLoanCollateral, async ({ params, body, c, scope }) => {
    const { db } = c.get('deps');
    return await db.transaction(async (tx) => {
      const consumer = await lockConsumer(tx, scope);
      const loan = await findConsumerLoan(tx, scope, { loanId: params.id });
      if (!consumer || !loan) throw new ApiError(404, 'NOT_FOUND', 'We could not find this loan.');
      if (consumer.vehicleConfirmed && !sameVehicle(loan.collateral ?? null, body)) {
        throw new ApiError(409, 'VALIDATION_FAILED', 'Confirmed vehicle details cannot be changed.');
      }
      await assertReevaluationAllowed(tx, consumer, statedVehicle(loan.collateral), statedVehicle(body));
      const updated = await confirmLoanCollateral(tx, scope, { loanId: loan.id, collateral: body });
      if (consumer.campaignId) await generateOffers(tx, consumer.campaignId, [scope.consumerId]);
      return loanView(updated ?? loan);
    });
  });
}

export function registerConsumerRoutes(app: Hono<AppEnv>): void {
  route(app, api.getCurrentConsumer, async ({ c, scope }) => {
    const { db, encryptionKey } = c.get('deps');
    return toConsumerView(await requireFullConsumer(db, scope), encryptionKey);
  });

  route(app, api.updateCurrentConsumer, updateConsumer);

  // One cache per app: each createApp (each test) starts empty.
  route(app, api.listOffers, listOffersFrom(new LRUCache({ max: 5_000 }), offersOutcomeRecorder()));

  route(app, api.getOffer, async ({ params, c, scope }) => {
    const { db } = c.get('deps');
    const row = await requireConsumer(db, scope, c.get('consumer'));
    assertOffersAvailable(row);
    const view = await loadOfferView(db, row, params.id);
    if (!view) throw offerNotFound();
    await emitOfferViewed(c.get('deps'), scope, view.id);
    return view;
  });

  registerConsumerLoanRoutes(app);

  route(app, api.listOfferDisclosures, async ({ params, c, scope }) =>
    offerDetail(c, scope, (db) => offerDisclosures(db, scope, { offerId: params.id })),
  );

  route(app, api.listOfferFaqs, async ({ params, c, scope }) =>
    offerDetail(c, scope, (db) => offerFaqs(db, scope, { offerId: params.id })),
  );

  route(app, api.getInstitution, async ({ params, c, scope }) => {
    const lender = await offeringLender(c.get('deps').db, scope, { fiId: params.id });
    if (!lender) throw new ApiError(404, 'NOT_FOUND', 'We could not find this lender.');
    return lender;
  });
}

function loanView(row: ConsumerLoan) {
  return {
    id: row.id,
    productCategory: row.productCategory as 'AUTO',
    lenderName: row.lenderName,
    estimatedBalance: row.estimatedBalance,
    apr: row.apr,
    monthlyPayment: row.monthlyPayment,
    remainingTermMonths: row.remainingTermMonths,
    collateral: (row.collateral ?? null) as Vehicle | null,
  };
}
