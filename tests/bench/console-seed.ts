/**
 * The rows of `npm run bench:console` (issue 31 item 3), made inside PostgreSQL from the demo data by
 * `INSERT … SELECT generate_series` (no round trip per row; faster than COPY from Node because nothing crosses the
 * socket): `leads` consumers of the demo's current campaign with 2.4 offers each on average, one redemption and one
 * loan lead per consumer across the demo lenders (half of the leads assigned), `audits` audit rows over a year,
 * `prequals` prequal leads of the demo embedder, and `fileErrors` errors of one consumer file. Ids are md5 uuids of
 * the row number, so every run makes the same rows.
 */
import type pg from 'pg';
import { seal } from '../../server/auth/secret-box.ts';

export interface ConsoleBenchScale {
  leads: number;
  audits: number;
  prequals: number;
  fileErrors: number;
}

/** The demo's current campaign (server/db/seed-campaign.ts) and its embedder. */
export const BENCH_CAMPAIGN = '70000000-0000-4000-8000-000000000001';
export const BENCH_EMBEDDER = '20000000-0000-4000-8000-000000000001';
export const BENCH_FILE = '7c000000-0000-4000-8000-000000000001';

const uuid = (prefix: string, row: string) => `md5('${prefix}' || ${row})::uuid`;

/** One offer template per product of the campaign, numbered from 0: offer j of consumer g is template (g + j) % K. */
const TEMPLATES = `
  create temp table bench_offer_template as
  select (row_number() over (order by product_id) - 1)::int as rn, t.*, p.fi_id
  from (select distinct on (product_id) product_id, tier_id, status, offer_type, terms
        from offers where campaign_id = '${BENCH_CAMPAIGN}' order by product_id, created_at) t
  join products p on p.id = t.product_id`;

const LENDER_USERS = `
  create temp table bench_lender_user as
  select distinct on (tenant_id) tenant_id as fi_id, id as user_id from console_users
  where tenant_id in (select id from financial_institutions) order by tenant_id, username`;

function consumers(n: number): string {
  return `insert into consumers (id, access_code, first_name, last_name, campaign_id, pii, embedder_id, created_at)
  select ${uuid('bench-c', 'g')}, 'BENCH-' || g,
    (array['Ana','Ben','Chloe','Dev','Emma','Finn','Grace'])[1 + g % 7],
    (array['Garcia','Nguyen','Smith','Walker','Ochoa','Ivanova','Lee','Okafor','Brown','Kim','Rossi'])[1 + g % 11],
    '${BENCH_CAMPAIGN}', t.pii, t.embedder_id, now() - (g % 100000) * interval '1 minute'
  from generate_series(1, ${n}) g,
    (select pii, embedder_id from consumers where campaign_id = '${BENCH_CAMPAIGN}' and pii is not null limit 1) t`;
}

/** Two offers per consumer, three for two in five: 2.4 on average (the 2.4M-offer campaign at a million). */
function offers(n: number, k: number): string {
  return `insert into offers (id, consumer_id, campaign_id, product_id, tier_id, status, offer_type, terms)
  select ${uuid('bench-o', "g || '-' || j")}, ${uuid('bench-c', 'g')}, '${BENCH_CAMPAIGN}',
    t.product_id, t.tier_id, t.status, t.offer_type, t.terms
  from generate_series(1, ${n}) g cross join generate_series(0, 2) j
  join bench_offer_template t on t.rn = (g + j) % ${k}
  where j < 2 + (g % 5 < 2)::int`;
}

/** Consumer g redeemed its first offer at a minute of the last six months. */
function redemptions(n: number, k: number): string {
  return `insert into redemptions (id, consumer_id, offer_id, product_id, status, redeem_type, amount, term, created_at)
  select ${uuid('bench-r', 'g')}, ${uuid('bench-c', 'g')}, ${uuid('bench-o', "g || '-0'")}, t.product_id,
    (array['CREATED','PENDING_DOCUMENTS','COMPLETE','COMPLETE','CANCELLED'])[1 + g % 5],
    case when g % 10 = 0 then 'ADD_ON' else 'STANDARD' end, 500 + (g % 400) * 100,
    (array[12,24,36,48,60])[1 + g % 5], now() - (g % 259200) * interval '1 minute'
  from generate_series(1, ${n}) g join bench_offer_template t on t.rn = g % ${k}`;
}

function loanLeads(n: number, k: number): string {
  // `assigned` says now what leadWork's rows will (every other lead, where its lender has a user): the work rows'
  // trigger then has nothing to change (migration 0053), instead of one update per assigned lead.
  return `insert into loan_leads (id, redemption_id, fi_id, consumer_id, status, funding_status, created_at, assigned)
  select ${uuid('bench-l', 'g')}, ${uuid('bench-r', 'g')}, t.fi_id, ${uuid('bench-c', 'g')},
    (array['NEW','IN_PROGRESS','PROCESSED','CANCELLED'])[1 + g % 4],
    (array['PENDING','FUNDED','UNABLE_TO_FUND'])[1 + g % 3], now() - (g % 259200) * interval '1 minute',
    g % 2 = 0 and exists (select 1 from bench_lender_user u where u.fi_id = t.fi_id)
  from generate_series(1, ${n}) g join bench_offer_template t on t.rn = g % ${k}`;
}

/** Every other lead is assigned to its lender's first user. */
function leadWork(n: number, k: number): string {
  return `insert into loan_lead_work (loan_lead_id, fi_id, loan_number, assigned_user_id, assigned_at)
  select ${uuid('bench-l', 'g')}, t.fi_id, 'BL' || g, u.user_id, now() - (g % 259200) * interval '1 minute'
  from generate_series(2, ${n}, 2) g join bench_offer_template t on t.rn = g % ${k}
  join bench_lender_user u on u.fi_id = t.fi_id`;
}

function audits(n: number): string {
  return `insert into audit_log (category, action, actor_name, actor_realm, entity_type, entity_id, entity_name,
    tenant_id, created_at)
  select (array['LOGIN','CAMPAIGN','UCCAMPAIGN','USER','LENDER','LOAN_LEADS','EMBEDDER'])[1 + g % 7]::audit_category,
    (array['CREATED','UPDATED','DELETED','SIGNED_IN'])[1 + g % 4], 'Bench user ' || g % 50, 'fi', 'BENCH', g::text,
    'Bench entity ' || g % 1000, f.id, now() - (g % 525600) * interval '1 minute'
  from generate_series(1, ${n}) g
  join (select (row_number() over (order by id) - 1)::int as rn, id from financial_institutions) f
    on f.rn = g % (select count(*) from financial_institutions)`;
}

function prequals(n: number, pii: string): string {
  return `insert into prequal_leads (embedder_id, campaign_id, pii, has_offers, prequal_at, redeemed_at)
  select '${BENCH_EMBEDDER}', '${BENCH_CAMPAIGN}', '${pii}', g % 3 <> 0, now() - (g % 259200) * interval '1 minute',
    case when g % 9 = 0 then now() - (g % 1000) * interval '1 minute' end
  from generate_series(1, ${n}) g`;
}

function fileErrors(n: number): string {
  return `with file as (
    insert into consumer_files (id, embedder_id, campaign_id, file_name, content, status, rows_total, rows_done,
      valid_rows, error_rows, finished_at)
    values ('${BENCH_FILE}', '${BENCH_EMBEDDER}', '${BENCH_CAMPAIGN}', 'bench-consumers.csv', '', 'COMPLETED',
      ${n}, ${n}, 0, ${n}, now())
    returning id)
  insert into consumer_file_errors (file_id, row, field, message)
  select (select id from file), g, (array['zipcode','dateOfBirth','ssn','state'])[1 + g % 4],
    (array['Invalid zip code','Invalid date of birth','Invalid SSN','Invalid state'])[1 + g % 4]
  from generate_series(1, ${n}) g`;
}

/** Makes the rows; answers each step's name and seconds. */
export async function seedConsoleBench(
  pool: pg.Pool,
  scale: ConsoleBenchScale,
  encryptionKey: Buffer,
): Promise<{ step: string; seconds: number }[]> {
  const client = await pool.connect();
  const steps: { step: string; seconds: number }[] = [];
  const run = async (step: string, text: string) => {
    const started = performance.now();
    await client.query(text);
    steps.push({ step, seconds: (performance.now() - started) / 1000 });
  };
  try {
    await client.query(TEMPLATES);
    await client.query(LENDER_USERS);
    const k = Number((await client.query('select count(*)::int as k from bench_offer_template')).rows[0].k);
    if (k < 3) throw new Error(`the demo campaign has ${k} products; the bench needs 3`);
    const pii = seal(
      encryptionKey,
      JSON.stringify({
        firstName: 'Bench',
        lastName: 'Prequal',
        address: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zipcode: '62701',
        email: 'bench@example.com',
        phone: '2175550100',
      }),
    );
    await run(`${scale.leads.toLocaleString('en-US')} consumers`, consumers(scale.leads));
    await run('offers (2.4 a consumer)', offers(scale.leads, k));
    await run(`${scale.leads.toLocaleString('en-US')} redemptions`, redemptions(scale.leads, k));
    await run(`${scale.leads.toLocaleString('en-US')} loan leads`, loanLeads(scale.leads, k));
    await run('loan lead work (half assigned)', leadWork(scale.leads, k));
    await run(`${scale.audits.toLocaleString('en-US')} audit rows`, audits(scale.audits));
    await run(`${scale.prequals.toLocaleString('en-US')} prequal leads`, prequals(scale.prequals, pii));
    await run(`${scale.fileErrors.toLocaleString('en-US')} consumer-file errors`, fileErrors(scale.fileErrors));
    await run('analyze', 'analyze');
  } finally {
    client.release();
  }
  return steps;
}
