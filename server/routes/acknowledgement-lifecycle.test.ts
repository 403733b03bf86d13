import * as v from 'valibot';
import { describe } from 'vitest';
import { Acknowledgement } from '../../api/acknowledgements.ts';
import type { AcknowledgementStatus } from '../../domain/catalog/statuses.ts';
import {
  ACKNOWLEDGEMENT_EVENTS,
  type AcknowledgementEventType,
  acknowledgementLifecycle,
  acknowledgementMove,
} from '../../machines/campaign/acknowledgement-lifecycle.ts';
import { edgePathsOf, itFollowsEachPath } from '../../machines/redemption/model-based.test-helper.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { DEMO_LENDERS } from '../db/seed.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';
import { type ApiLifecycle, replayOnApi } from './lifecycle-replay.test-support.ts';

/**
 * The acknowledgementLifecycle machine's generated paths replayed on the real server and database: each path starts
 * with an admin's new request; ACKNOWLEDGE and REJECT are the lender's calls, CANCEL the admin's. After every step the
 * campaign's list reports the model's status, and every event the model refuses there is answered 409 with the
 * machine's reason.
 */

const summit = DEMO_LENDERS[0];
const adminBase = `/api/uc/campaigns/${DEMO_CAMPAIGNS.next.id}/acknowledgements`;
const lenderBase = `/api/fi/${summit.number}/acknowledgements`;
const ctx = seededApp({ signIns: ['admin', 'cu-ack'] });
const { tokens, call } = ctx;
const edgePaths = edgePathsOf(acknowledgementLifecycle, ACKNOWLEDGEMENT_EVENTS);

async function requestChange(): Promise<string> {
  const body = {
    fiId: summit.number,
    summary: 'Drop dates moved',
    beforeText: 'Drop 1: 01-05',
    afterText: 'Drop 1: 01-12',
  };
  return v.parse(Acknowledgement, await (await call(adminBase, authed('POST', tokens.admin, body))).json()).id;
}

async function send(id: string, event: AcknowledgementEventType) {
  const confirmation = { confirmation: 'ACKNOWLEDGE' };
  const response =
    event === 'CANCEL'
      ? await call(`${adminBase}/${id}/cancel`, authed('POST', tokens.admin))
      : await call(
          `${lenderBase}/${id}/${event === 'ACKNOWLEDGE' ? 'acknowledge' : 'reject'}`,
          authed('POST', tokens['cu-ack'], confirmation),
        );
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

async function reported(id: string): Promise<string | undefined> {
  const list = (await (await call(adminBase, authed('GET', tokens.admin))).json()) as { content: Acknowledgement[] };
  return list.content.find((row) => row.id === id)?.status;
}

const acknowledgementOnApi: ApiLifecycle<AcknowledgementEventType> = {
  events: ACKNOWLEDGEMENT_EVENTS,
  start: requestChange,
  send,
  reported,
  move: (status, event) => acknowledgementMove(status as AcknowledgementStatus, event),
};

describe('acknowledgement lifecycle replayed on the API (model-based)', () => {
  itFollowsEachPath(edgePaths, (path) => replayOnApi(acknowledgementOnApi, path));
});
