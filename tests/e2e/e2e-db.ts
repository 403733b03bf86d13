import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const DATA_DIR = process.env.E2E_DATA_DIR ?? join(tmpdir(), `offerwell-e2e-${PORT}`);

/**
 * A statement on the e2e server's embedded PostgreSQL (runtime.json): for set-up no screen does, and for cleaning up
 * what a spec made that other specs would see (the suite shares one database).
 */
export async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const { databaseUrl } = JSON.parse(readFileSync(join(DATA_DIR, 'runtime.json'), 'utf8')) as { databaseUrl: string };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Ends a campaign a spec made (FAILED, terminal): the embedder and lender specs expect the demo's one NEXT campaign,
 * so a spec's own campaign must not stay in enrollment after it.
 */
export const endCampaign = (where: { id?: string; name?: string }) =>
  where.id
    ? sql(`update uc_campaigns set status = 'FAILED' where id = $1`, [where.id])
    : sql(`update uc_campaigns set status = 'FAILED' where name = $1`, [where.name]);

/**
 * A campaign of a spec's own with enrollment open (since yesterday, to day +20) and offers active days +40 to +100,
 * named `label` and the time so reruns do not meet; answers its id. End it with endCampaign.
 */
export async function insertEnrollingCampaign(label: string): Promise<string> {
  const [campaign] = await sql<{ id: string }>(
    `insert into uc_campaigns (name, status, starts_at, expires_at, enrollment_starts_at, enrollment_ends_at)
     values ($1 || ' ' || now()::text, 'ENROLLMENT_STARTED', now() + interval '40 days', now() + interval '100 days',
       now() - interval '1 day', now() + interval '20 days') returning id`,
    [label],
  );
  return campaign?.id ?? '';
}
