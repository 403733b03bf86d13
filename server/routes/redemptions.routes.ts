import type { Hono } from 'hono';
import { getApplicationOptions } from '../../api/application-options.ts';
import {
  cancelPendingRedemption,
  createRedemption,
  getPendingRedemption,
  getRedemptionProgress,
  redirectToLender,
  saveRedemptionProgress,
  updatePendingRedemption,
} from '../../api/redemptions.ts';
import { APPLICATION_DETAIL_FIELDS, type ApplicationDetailField } from '../../domain/validation/application-details.ts';
import { ApiError } from '../http/api-error.ts';
import { answerHeader } from '../http/complete-answer.ts';
import type { AppEnv } from '../http/context.ts';
import { IDEMPOTENCY_HEADER } from '../http/idempotency.ts';
import { type EndpointHandler, route } from '../http/register.ts';
import { requestLocale } from '../http/request-locale.ts';
import { applicationOptionsOf } from '../redemption/application-details.ts';
import { redemptionProgress, saveRedemptionProgress as saveProgress } from '../redemption/journey-progress.ts';
import { lenderRedirect } from '../redemption/lender-redirect.ts';
import * as pending from '../redemption/pending-redemption.ts';
import { redeemOwnOffer } from '../redemption/redeem-offer.ts';
import { mailUploadLink } from '../redemption/upload-link.ts';
import { recordOutcome, serverFailureOutcome, withVisitOutcome } from '../transactions/visit-outcomes.ts';
import { requireConsumer } from './consumers.service.ts';

/** The application's detail answers of the request (work, home, purpose, mother's maiden name). */
const pickDetails = (body: Partial<Record<ApplicationDetailField, string | undefined>>) =>
  Object.fromEntries(APPLICATION_DETAIL_FIELDS.map((field) => [field, body[field]]));

/** A consumer's redemption of an offer: the offer's inventory and the lead written in one transaction. */
const redeem: EndpointHandler<typeof createRedemption> = async ({ params, body, c, scope }) => {
  const redeem = () =>
    redeemOwnOffer(c.get('deps').db, scope, {
      offerId: params.id,
      amount: body.amount,
      term: body.term,
      redeemType: body.redeemType,
      addOns: body.addOns,
      uploadLater: body.uploadLater,
      apr: body.apr,
      contactPreference: body.contactPreference,
      idType: body.idType,
      occupancy: body.occupancy,
      propertyType: body.propertyType,
      salesOrderNumber: body.salesOrderNumber,
      details: pickDetails(body),
      idempotencyKey: c.req.header(IDEMPOTENCY_HEADER),
      jobs: c.get('deps').boss,
      encryptionKey: c.get('deps').encryptionKey,
      locale: requestLocale(c),
    });
  // A server or provider failure ends the visit's journey as Error (docs/decisions/0645); a refusal does not.
  const answer = await withVisitOutcome(c, redeem, serverFailureOutcome);
  // The visit's transaction takes the redemption: Passed when it settled now, else it waits for its documents
  // (their settle, or the reservation's expiry, moves it: server/redemption/pending-redemption.ts).
  await recordOutcome(c, answer.body.status === 'PENDING_DOCUMENTS' ? 'Offered' : 'Passed', {
    redemptionId: answer.body.id,
  });
  if (answer.replayed) answerHeader(c, 'Idempotent-Replayed', 'true');
  else if (answer.body.status === 'PENDING_DOCUMENTS') {
    const { db, encryptionKey } = c.get('deps');
    await mailUploadLink(db, encryptionKey, scope, {
      redemptionId: answer.body.id,
      origin: c.get('deps').publicUrl,
      locale: requestLocale(c),
    });
  }
  return c.json(answer.body, 201);
};

export function registerRedemptionRoutes(app: Hono<AppEnv>): void {
  route(app, createRedemption, redeem);

  route(app, getPendingRedemption, async ({ params, c, scope }) => {
    const { db } = c.get('deps');
    return pending.getPendingRedemption(db, await requireConsumer(db, scope, c.get('consumer')), params.id);
  });

  route(app, updatePendingRedemption, async ({ params, body, c, scope }) => {
    if (body.id !== undefined && body.id !== params.id) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'The id in the body is not the one in the path.');
    }
    const { db } = c.get('deps');
    const access = await requireConsumer(db, scope, c.get('consumer'));
    return pending.updatePendingRedemption(db, access, params.id, body, c.get('deps').boss, requestLocale(c));
  });

  route(app, cancelPendingRedemption, async ({ params, c, scope }) => {
    await pending.cancelPendingRedemption(c.get('deps').db, scope, params.id);
    return {};
  });

  route(app, getApplicationOptions, async ({ params, c, scope }) =>
    applicationOptionsOf(c.get('deps').db, scope, params.id),
  );

  route(app, getRedemptionProgress, async ({ params, c, scope }) =>
    redemptionProgress(c.get('deps').db, scope, params.id),
  );

  route(app, saveRedemptionProgress, async ({ params, body, c, scope }) =>
    saveProgress(c.get('deps').db, scope, params.id, {
      amount: body.application.amount,
      term: body.application.term,
      addOns: [...body.application.addOns],
      ...(body.application.answers ? { answers: { ...body.application.answers } } : {}),
    }),
  );

  route(app, redirectToLender, async ({ body, c, scope }) => {
    return lenderRedirect(c.get('deps').db, scope, body.redemptionId);
  });
}
