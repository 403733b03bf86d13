import { describe, expect, it } from 'vitest';
import { CAMPAIGN_ADMIN_EVENTS, type CampaignAdminEvent } from '../../domain/catalog/campaign-actions.ts';
import type { CampaignStatus } from '../../domain/catalog/campaign-status.ts';
import {
  type CampaignLifecycleContext,
  campaignLifecycle,
  refusedReason,
} from '../../machines/campaign/campaign-lifecycle.ts';
import { describePath, modelPaths } from '../../machines/redemption/model-based.test-helper.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { applyCampaignCalendar } from '../campaigns/campaign-calendar.ts';
import { markOffersGenerated } from '../processing/campaign-status.ts';

/**
 * The campaignLifecycle machine's generated paths replayed on the real server and database (model-based), in five
 * phases of the calendar: a campaign is created with its enrollment and active offers periods placed around today,
 * and the machine's paths are generated with those dates and now. The admin's actions are its transitions call,
 * OFFERS_GENERATED the processing pipeline's (markOffersGenerated), CALENDAR_TICK a run of the calendar job. After
 * every step the campaign's GET reports the model's status; every admin action the model refuses there is answered
 * 409 with the machine's reason, and a refused pipeline event or calendar run leaves the campaign where it is.
 */

const ctx = seededApp({ signIns: ['admin'] });
const { tokens, call } = ctx;
const DAY = 86_400_000;
const NOW = Date.now();
const day = (offset: number) => new Date(NOW + offset * DAY).toISOString().slice(0, 10);
const at = (offset: number) => NOW + offset * DAY;

/** Periods by day offsets from today: enrollment [start, end), active offers [start, end). */
const PHASES = {
  'before enrollment': { enrollment: [2, 10], offers: [20, 50] },
  'enrollment open': { enrollment: [-2, 10], offers: [20, 50] },
  'enrollment over': { enrollment: [-10, -2], offers: [20, 50] },
  'offers period': { enrollment: [-20, -10], offers: [-2, 20] },
  'offers expired': { enrollment: [-40, -30], offers: [-20, -2] },
} as const;
type Phase = keyof typeof PHASES;

/** The machine's context for a phase: days apart from today, so the server's day boundaries judge alike. */
const contextOf = (phase: Phase): CampaignLifecycleContext => ({
  enrollmentStartsAt: at(PHASES[phase].enrollment[0]),
  enrollmentEndsAt: at(PHASES[phase].enrollment[1]),
  startsAt: at(PHASES[phase].offers[0]),
  expiresAt: at(PHASES[phase].offers[1]),
  now: NOW,
});

const EVENTS = [...CAMPAIGN_ADMIN_EVENTS, 'OFFERS_GENERATED', 'CALENDAR_TICK'] as const;
type Event = (typeof EVENTS)[number];
const isAdmin = (event: Event): event is CampaignAdminEvent =>
  (CAMPAIGN_ADMIN_EVENTS as readonly string[]).includes(event);

async function createCampaign(phase: Phase): Promise<string> {
  const { enrollment, offers } = PHASES[phase];
  const body = {
    name: `Replay ${phase}`,
    status: 'CREATED',
    enrollmentPeriod: { start: day(enrollment[0]), end: day(enrollment[1]) },
    activeOffersPeriod: { start: day(offers[0]), end: day(offers[1]) },
    dropDates: [day(offers[0])],
    dropDateWindow: '2',
    prequalVantageCutoff: '640',
    ruleSet: { name: 'Prime', description: 'Prime borrowers' },
    ruleSetRules: 'VANTAGE_SCORE >= 640',
  };
  const response = await call('/api/uc/campaigns', authed('POST', tokens.admin, body));
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { ucCampaignId: string }).ucCampaignId;
}

const reported = async (id: string) =>
  ((await (await call(`/api/uc/campaigns/${id}`, authed('GET', tokens.admin))).json()) as { status: string }).status;

/** Sends `event` as its caller would; answers the admin's HTTP answer (undefined for the pipeline and the job). */
async function send(id: string, event: Event) {
  if (event === 'OFFERS_GENERATED') {
    await ctx.db.transaction((tx) => markOffersGenerated(tx, id, new Date()));
    return undefined;
  }
  if (event === 'CALENDAR_TICK') {
    await applyCampaignCalendar(ctx.db, new Date());
    return undefined;
  }
  const response = await call(`/api/uc/campaigns/${id}/transitions`, authed('POST', tokens.admin, { event }));
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

/** Sends `event` at `status`: the admin's call answers 200 when the model takes it, else 409 with its reason. */
async function expectAnswer(
  id: string,
  event: Event,
  status: CampaignStatus,
  context: CampaignLifecycleContext,
  taken: boolean,
) {
  const answer = await send(id, event);
  if (!answer || !isAdmin(event)) return;
  if (taken) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  else
    expect(answer, event).toEqual({
      status: 409,
      body: expect.objectContaining({ message: refusedReason(status, context, event) }),
    });
}

const cases = (Object.keys(PHASES) as Phase[]).flatMap((phase) =>
  modelPaths(
    campaignLifecycle,
    EVENTS.map((type) => ({ type })),
    contextOf(phase),
  ).edgePaths.map((path) => [`${phase}: ${describePath(path)}`, phase, path] as const),
);

describe('campaign lifecycle replayed on the API, the pipeline and the calendar job (model-based)', () => {
  it('covers every event of the machine', () => {
    const covered = new Set(cases.flatMap(([, , path]) => path.steps.slice(1).map((step) => step.event.type)));
    expect([...covered].sort()).toEqual([...EVENTS].sort());
  });

  it.each(cases)('%s', async (_, phase, path) => {
    const id = await createCampaign(phase);
    const context = contextOf(phase);
    expect(await reported(id)).toBe(path.steps[0]?.state.value);
    for (let index = 1; index < path.steps.length; index++) {
      const previous = path.steps[index - 1]?.state;
      const step = path.steps[index];
      if (!previous || !step) continue;
      const event = step.event.type as Event;
      // A guarded event the model refuses stays in the graph as a step to the same state: refused alike.
      await expectAnswer(id, event, previous.value as CampaignStatus, context, previous.can(step.event));
      const status = step.state.value as CampaignStatus;
      expect(await reported(id), event).toBe(status);
      for (const refused of EVENTS.filter((e) => step.state.status !== 'active' || !step.state.can({ type: e }))) {
        await expectAnswer(id, refused, status, context, false);
        expect(await reported(id), `${refused} refused at ${status}`).toBe(status);
      }
    }
  });
});
