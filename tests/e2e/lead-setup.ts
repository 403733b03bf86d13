import { expect, type Page } from '@playwright/test';
import { sql } from './e2e-db.ts';

/** The demo consumer whose offers, bureau file and sealed data the spec's own consumer copies (Denver, strong). */
const SOURCE_ACCESS_CODE = 'DEMO-1010';

export interface RedeemedLead {
  readonly accessCode: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly redemptionId: string;
}

/**
 * A consumer of the spec's own (a copy of DEMO-1010 with a new access code and last name, so no other spec sees its
 * offers or redemptions) redeems its Summit AUTO offer through the consumer API: identity verified and documents
 * uploaded are set up in the database, as the integration tests do (those screens are what other specs test).
 */
export async function redeemOwnConsumerLead(
  page: Page,
  options: {
    /** The application's answers sent with the redemption (work, home, purpose…). */
    readonly answers?: Readonly<Record<string, string>>;
    /** Pass a licence scan first, so the lead carries what it read. */
    readonly scanLicence?: boolean;
  } = {},
): Promise<RedeemedLead> {
  const suffix = Date.now().toString(36).toUpperCase();
  const lead = { accessCode: `LEAD-${suffix}`, firstName: 'Lena', lastName: `Leadwell${suffix}` };
  const [consumer] = await sql<{ id: string }>(
    `insert into consumers (access_code, first_name, last_name, campaign_id, embedder_id, pii, annual_income,
       annual_household_income, pay_frequency, income_confirmed, vehicle_confirmed)
     select $1, $2, $3, campaign_id, embedder_id, pii, annual_income, annual_household_income, pay_frequency,
       income_confirmed, vehicle_confirmed
     from consumers where access_code = $4 returning id`,
    [lead.accessCode, lead.firstName, lead.lastName, SOURCE_ACCESS_CODE],
  );
  const consumerId = consumer?.id ?? '';
  expect(consumerId).not.toBe('');
  const from = `from consumers c where c.access_code = '${SOURCE_ACCESS_CODE}'`;
  await sql(
    `insert into bureau_attributes (consumer_id, campaign_id, attributes, state, county, zipcode)
     select $1, b.campaign_id, b.attributes, b.state, b.county, b.zipcode from bureau_attributes b join consumers c on c.id = b.consumer_id
     where c.access_code = '${SOURCE_ACCESS_CODE}'`,
    [consumerId],
  );
  const [offer] = await sql<{ id: string; terms: { term: number; minimum: string }[] }>(
    `insert into offers (consumer_id, campaign_id, product_id, tier_id, status, offer_type, terms)
     select $1, o.campaign_id, o.product_id, o.tier_id, o.status, o.offer_type, o.terms
     from offers o join products p on p.id = o.product_id join financial_institutions f on f.id = p.fi_id
     where o.consumer_id = (select c.id ${from}) and o.status = 'ELIGIBLE' and p.category = 'AUTO'
       and f.code = 'summit-cu' and o.campaign_id = (select c.campaign_id ${from})
     limit 1 returning id, terms`,
    [consumerId],
  );
  expect(offer, 'DEMO-1010 has a Summit AUTO offer to copy').toBeDefined();
  await sql(
    `insert into identity_sessions (consumer_id, method, status, expires_at)
     values ($1, 'passcode', 'PASSED', now() + interval '15 minutes')`,
    [consumerId],
  );
  await sql(
    `insert into stipulation_documents (consumer_id, offer_id, stipulation_id, file_name, media_type, size, content)
     select o.consumer_id, o.id, s.id, 'e2e.pdf', 'application/pdf', 1, '\\x25'::bytea
     from offers o join stipulations s on s.product_id = o.product_id where o.consumer_id = $1
     on conflict do nothing`,
    [consumerId],
  );
  const signIn = await page.request.post('/api/auth/consumer', {
    data: { accessCode: lead.accessCode, lastName: lead.lastName },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { jwt } = (await signIn.json()) as { jwt: string };
  const headers = { authorization: `Bearer ${jwt}` };
  if (options.scanLicence) await passLicenceScan(page, headers);
  const term = offer?.terms[0];
  const redeemed = await page.request.post(`/api/consumers/current/offers/${offer?.id}/redemptions`, {
    headers,
    data: { amount: term?.minimum, term: term?.term, ...options.answers },
  });
  expect(redeemed.status(), await redeemed.text()).toBe(201);
  const { id } = (await redeemed.json()) as { id: string };
  return { ...lead, redemptionId: id };
}

/** A licence scan through the consumer API, polled until the sandbox vendor answers (it passes for this consumer). */
async function passLicenceScan(page: Page, headers: Record<string, string>): Promise<void> {
  const started = await page.request.post('/api/consumers/current/documentverify/sessions', { headers });
  expect(started.status(), await started.text()).toBe(201);
  const { sessionId } = (await started.json()) as { sessionId: string };
  await expect(async () => {
    const status = await page.request.get(`/api/consumers/current/documentverify/sessions/${sessionId}/status`, {
      headers,
    });
    expect(((await status.json()) as { status: string }).status).toBe('passed');
  }).toPass({ timeout: 10_000 });
}
