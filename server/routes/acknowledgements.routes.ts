import type { Hono } from 'hono';
import {
  type Acknowledgement,
  acknowledgeChange,
  cancelAcknowledgement,
  listCampaignAcknowledgements,
  listLenderAcknowledgements,
  rejectChange,
  requestAcknowledgement,
} from '../../api/acknowledgements.ts';
import {
  campaignAcknowledgementsOf,
  type DecideResult,
  decideAcknowledgement,
  insertAcknowledgement,
  lenderAcknowledgementsOf,
} from '../db/queries/acknowledgements.ts';
import { ApiError, forbidden, notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { route, scopedRoute } from '../http/register.ts';

const noRequest = () => notFound('No such acknowledgement request');

/** A decision's answer, or the refusal (404, or 409 with the acknowledgementLifecycle machine's reason). */
function decided(result: DecideResult): { before: Acknowledgement; after: Acknowledgement } {
  if ('missing' in result) throw noRequest();
  if ('refused' in result) throw new ApiError(409, 'VALIDATION_FAILED', result.refused);
  return result;
}

const auditValue = (ack: Acknowledgement) => ({ status: ack.status, summary: ack.summary, decidedBy: ack.decidedBy });

/** Change acknowledgement (000 §4, 002 §4/§6): admins request and cancel, lenders acknowledge or reject. */
export function registerAcknowledgementRoutes(app: Hono<AppEnv>): void {
  route(app, listCampaignAcknowledgements, async ({ params, scope, db }) => ({
    content: await campaignAcknowledgementsOf(db, scope, { ucCampaignId: params.ucCampaignId }),
  }));

  route(app, requestAcknowledgement, async ({ params, body, scope, db, audit, c }) => {
    const result = await insertAcknowledgement(db, scope, {
      ucCampaignId: params.ucCampaignId,
      fiNumber: body.fiId,
      summary: body.summary.trim(),
      beforeText: body.beforeText,
      afterText: body.afterText,
      requestedBy: c.get('actorName'),
    });
    if ('missing' in result && result.missing === 'campaign') throw notFound('No such campaign');
    if ('missing' in result)
      throw new ApiError(400, 'VALIDATION_FAILED', 'No such lender', [{ path: 'fiId', message: 'No such lender' }]);
    const { created, lenderName } = result;
    audit.record({ entityId: created.id, entityName: lenderName, oldValue: null, newValue: created });
    return created;
  });

  route(app, cancelAcknowledgement, async ({ params, scope, db, audit, c }) => {
    const { before, after } = decided(
      await decideAcknowledgement(db, scope, { ...params, event: 'CANCEL', by: c.get('actorName') }),
    );
    audit.record({
      entityId: after.id,
      entityName: after.lenderName,
      oldValue: auditValue(before),
      newValue: auditValue(after),
    });
    return after;
  });

  scopedRoute(app, listLenderAcknowledgements, async ({ query, scope, db }) => ({
    content: await lenderAcknowledgementsOf(db, scope, { status: query.status }),
  }));

  for (const [endpoint, event] of [
    [acknowledgeChange, 'ACKNOWLEDGE'],
    [rejectChange, 'REJECT'],
  ] as const) {
    scopedRoute(app, endpoint, async ({ params, scope, db, audit, auth, c }) => {
      // The lender answers for itself: an admin requests and cancels, it does not acknowledge on a lender's behalf.
      if (auth?.realm !== 'fi') throw forbidden('Only the lender can acknowledge or reject a campaign change');
      const { before, after } = decided(
        await decideAcknowledgement(db, scope, { id: params.id, event, by: c.get('actorName') }),
      );
      audit.record({
        entityId: after.id,
        entityName: after.campaignName,
        oldValue: auditValue(before),
        newValue: auditValue(after),
      });
      return after;
    });
  }
}
