import { type APIRequestContext, expect } from '@playwright/test';
import { adminSession } from './admin-session.ts';
import { DEMO } from './demo.ts';

// Rows the demo seed does not have, made through the API so the display walk can open the routes that show one: a
// marketplace workflow, a prospect's user, a projection, a site key. Each answer's id becomes a link the walk resolves
// its route's parameters from (tests/e2e/console-walk.ts). What other specs could notice (the workflow, the site key)
// is made on a lender no other spec configures and removed again by `undo` after the walk; a prospect's user and a
// projection (newest first, as other specs read them) stay.

/** The seed's next campaign (server/db/seed-campaign.ts DEMO_CAMPAIGNS.next): its workflow can still change. */
const NEXT_CAMPAIGN = '70000000-0000-4000-8000-000000000003';
/** Bright Lending's number (no spec sets its workflow), and the two prospects' (seed-lender-profiles.ts). */
const LENDER = 3;
const PROSPECTS = [5, 6];
const RUN = Date.now().toString(36);

async function made(answer: Awaited<ReturnType<APIRequestContext['post']>>): Promise<string> {
  expect(answer.ok(), await answer.text()).toBe(true);
  return String(((await answer.json()) as { id: string | number }).id);
}

async function signIn(request: APIRequestContext, realm: 'fi' | 'embedder') {
  const who = realm === 'fi' ? DEMO.lenderAdmin : DEMO.embedder;
  const answer = await request.post('/api/auth', {
    data: { realm, tenant: who.tenant, user: who.user, password: DEMO.password },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { jwt, tenantId } = (await answer.json()) as { jwt: string; tenantId: number };
  return { headers: { authorization: `Bearer ${jwt}` }, tenantId };
}

export interface WalkData {
  readonly links: string[];
  /** Removes what other specs could notice. */
  readonly undo: () => Promise<void>;
}

export async function adminWalkData(request: APIRequestContext): Promise<WalkData> {
  const { jwt } = await adminSession(request);
  const headers = { authorization: `Bearer ${jwt}` };
  const settings = await made(
    await request.post(`/api/fi/${LENDER}/marketplaceSettings`, {
      headers,
      data: {
        ucCampaignId: NEXT_CAMPAIGN,
        settings: {
          applicableProducts: ['New_Auto'],
          requiredFields: [],
          poBoxAccepted: true,
          reevaluate: false,
          reevaluationFields: [],
          allowAddOns: false,
          allowStipulations: false,
        },
      },
    }),
  );
  const links = [
    `/admin/console/lenders/${LENDER}/ucCampaign/${NEXT_CAMPAIGN}/marketplaceSettings/${settings}/view`,
    `/admin/console/lenders/${LENDER}/ucCampaign/${NEXT_CAMPAIGN}/marketplaceSettings/${settings}/edit`,
    `/admin/console/uc/campaign/${NEXT_CAMPAIGN}/lender/${LENDER}/marketplaceSettings/${settings}/view`,
  ];
  for (const prospect of PROSPECTS) {
    const username = `walk-${RUN}-${prospect}`;
    const user = await made(
      await request.post('/api/console-users', {
        headers,
        data: {
          realm: 'fi',
          tenantNumber: prospect,
          username,
          email: `${username}@prospect.example`,
          roles: ['Admin'],
        },
      }),
    );
    links.push(`/admin/console/prospects/${prospect}/users/${user}/edit`);
  }
  const undo = async () => {
    const removed = await request.delete(`/api/fi/${LENDER}/marketplaceSettings/${settings}`, { headers });
    expect(removed.ok(), await removed.text()).toBe(true);
  };
  return { links, undo };
}

export async function lenderWalkData(request: APIRequestContext): Promise<WalkData> {
  const { headers, tenantId } = await signIn(request, 'fi');
  const projection = await made(await request.post(`/api/fi/${tenantId}/projections`, { headers }));
  return { links: [`/lender/console/projections/${projection}`], undo: async () => undefined };
}

export async function embedderWalkData(request: APIRequestContext): Promise<WalkData> {
  const { headers, tenantId } = await signIn(request, 'embedder');
  const key = await made(
    await request.post(`/api/embedders/${tenantId}/site-keys`, {
      headers,
      data: { name: `Display walk ${RUN}`, approvedOrigins: ['https://shop.example'] },
    }),
  );
  const links = [
    `/embedder/console/keys/siteKeyManagement/${key}/edit`,
    `/embedder/console/keys/siteKeyManagement/${key}/view`,
  ];
  const undo = async () => {
    const removed = await request.delete(`/api/embedders/${tenantId}/site-keys/${key}`, { headers });
    expect(removed.ok(), await removed.text()).toBe(true);
  };
  return { links, undo };
}
