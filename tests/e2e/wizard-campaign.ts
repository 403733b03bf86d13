import { type APIRequestContext, expect } from '@playwright/test';
import { bureauAttributeSql } from '../../server/db/schema/bureau-vector.ts';
import { adminSession } from './admin-session.ts';
import { uploadConsumerFileAsEmbedder } from './campaign-journey.ts';
import { DEMO } from './demo.ts';
import { insertEnrollingCampaign, sql } from './e2e-db.ts';

export const WIZARD_CAMPAIGN = 'Wizard processing';

/**
 * A campaign of the wizard spec's own, processed through the admin HTTP API as the processing screens would run it:
 * Summit CU enrolled, one consumer of the spec's own (the embedder's console upload, a name no other spec uses), the
 * pipeline's steps embedder-import → bureau export → bureau import → generate offers, then "Activate offers".
 * The campaign id is pushed to `made` as soon as it exists, so afterAll ends it even when a step fails.
 * The sandbox bureau draws each consumer's attributes from its id; the consumer is put where Summit CU lends (Denver)
 * with a score its product's rules accept, as a bureau answer for a real prescreened consumer would be.
 */
export async function runCampaignForOwnConsumer(
  request: APIRequestContext,
  made: string[],
): Promise<{ campaignId: string; accessCode: string; lastName: string }> {
  const lastName = `Wizard${Date.now().toString(36)}`;
  const campaignId = await insertEnrollingCampaign(WIZARD_CAMPAIGN);
  made.push(campaignId);
  await sql(
    `insert into fi_campaign_enrollments (fi_id, uc_campaign_id, status)
     select fi.id, $1, 'ENROLLED' from financial_institutions fi where fi.code = $2`,
    [campaignId, DEMO.lenderAdmin.tenant],
  );
  const csv = [
    'uuid,firstName,middleName,lastName,suffix,address,city,county,state,zipcode,ssn,email,dob',
    `wizard-${lastName},Wendy,,${lastName},,1200 Larimer St,Denver,Denver,CO,80202,123-45-6799,,04-17-1988`,
  ].join('\n');
  await uploadConsumerFileAsEmbedder(request, campaignId, `${csv}\n`, 'wizard.csv');
  // Enrollment over: the campaign is handed to processing (the admin campaign screens' End enrollment + Schedule).
  await sql(`update uc_campaigns set status = 'SCHEDULED' where id = $1`, [campaignId]);

  const admin = { authorization: `Bearer ${(await adminSession(request)).jwt}` };
  const run = async (step: string) => {
    const started = await request.post(`/api/admin/campaigns/${campaignId}/processing/steps`, {
      headers: admin,
      data: { step },
    });
    expect(started.ok(), await started.text()).toBe(true);
    await expect
      .poll(
        async () => {
          const answer = await request.get(`/api/admin/campaigns/${campaignId}/processing`, { headers: admin });
          const body = (await answer.json()) as { steps: { step: string; status: string }[] };
          return body.steps.find((s) => s.step === step)?.status;
        },
        { timeout: 30_000 },
      )
      .toBe('complete');
  };
  for (const step of ['embedder-import', 'tu-export', 'tu-import']) await run(step);
  await sql(
    `update bureau_attributes set state = 'CO', county = 'Denver', zipcode = '80202',
       ${bureauAttributeSql('FICO')} = 792, ${bureauAttributeSql('BANKRUPTCY_COUNT')} = 0
     where campaign_id = $1`,
    [campaignId],
  );
  await run('generate-offers');
  // Offers go live only inside their active offers period (issue 30): the period starts today for this journey.
  await sql(`update uc_campaigns set starts_at = date_trunc('day', now(), 'UTC') where id = $1`, [campaignId]);
  const activated = await request.post(`/api/uc/campaigns/${campaignId}/transitions`, {
    headers: admin,
    // Over the fair-lending pre-check should it flag this journey's consumers (decision 0653; ignored otherwise).
    data: {
      event: 'ACTIVATE_OFFERS',
      fairLending: { confirmation: 'ACTIVATE', reason: 'End-to-end check of the wizard campaign.' },
    },
  });
  expect(activated.ok(), await activated.text()).toBe(true);
  const [consumer] = await sql<{ access_code: string }>(
    'select access_code from consumers where campaign_id = $1 and last_name = $2',
    [campaignId, lastName],
  );
  return { campaignId, accessCode: consumer?.access_code ?? '', lastName };
}
