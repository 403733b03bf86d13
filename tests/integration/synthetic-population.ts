import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { silentProgress } from '../../server/jobs/job-progress.ts';
import { importFromBureau } from '../../server/offers/bureau-import.ts';
import { BUREAU_ANSWER_COLUMNS, sandboxAnswerLine } from '../../server/providers/bureau.ts';
import type { SeededFixture } from './seeded-app.ts';

/**
 * `count` made-up consumers in the campaign (ids, access codes and names from `label`, so a rerun makes the same
 * ones) and the sandbox bureau's answers for them imported: the population the offer-generation scale tests start
 * from. Answers what the import reported.
 */
export async function importSyntheticPopulation(
  ctx: Pick<SeededFixture<string>, 'db' | 'pool'>,
  population: { campaignId: string; label: string; count: number; dir: string },
) {
  const { campaignId, label, count, dir } = population;
  await ctx.pool.query(
    `insert into consumers (id, access_code, first_name, last_name, campaign_id)
     select md5($3::text || '-' || i)::uuid, $4::text || i, $5::text, 'Consumer' || i, $1 from generate_series(1, $2::int) i`,
    [campaignId, count, label.toLowerCase(), label.toUpperCase(), label],
  );
  const ids = (
    await ctx.pool.query<{ id: string }>('select id::text from consumers where campaign_id = $1', [campaignId])
  ).rows;
  const answer = path.join(dir, `${label.toLowerCase()}-answer.csv`);
  await writeFile(
    answer,
    `${BUREAU_ANSWER_COLUMNS.join(',')}\n${ids.map((row) => sandboxAnswerLine(row.id)).join('')}`,
  );
  return importFromBureau(ctx.db, campaignId, answer, silentProgress(), { dataDir: dir });
}
