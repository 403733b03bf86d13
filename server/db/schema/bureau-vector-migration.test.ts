import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/integration/db.ts';
import { MIGRATIONS_FOLDER } from '../migrate.ts';
import { fromBureauVector } from './bureau-vector.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

describe('migration 0035: bureau attributes from jsonb to the vector', () => {
  it('keeps every value of an existing row, at its field, and NULL where the bureau had none', async () => {
    const sql = (text: string, values: unknown[] = []) => database.pool.query(text, values);
    // The column as it was before 0035, with a row written then.
    await sql(`alter table bureau_attributes alter column attributes set data type jsonb using '{}'::jsonb`);
    const campaign = (
      await sql(`insert into uc_campaigns (name, status, starts_at, expires_at)
      values ('Migration', 'ACTIVE', now(), now()) returning id`)
    ).rows[0].id as string;
    const consumer = (
      await sql(
        `insert into consumers (access_code, first_name, last_name, campaign_id)
      values ('MIG-1', 'Ada', 'Byron', $1) returning id`,
        [campaign],
      )
    ).rows[0].id as string;
    await sql(
      `insert into bureau_attributes (consumer_id, campaign_id, attributes, state)
       values ($1, $2, '{"FICO": 731, "REVOLVING_UTILIZATION": 33.3, "MILITARY_LENDING_COVERED": 1}', 'CO')`,
      [consumer, campaign],
    );

    const migration = await readFile(path.join(MIGRATIONS_FOLDER, '0035_bureau_vector.sql'), 'utf8');
    const alter = migration.split('--> statement-breakpoint').find((part) => part.includes('bureau_attributes'));
    await sql(alter as string);

    const row = (await sql('select attributes from bureau_attributes where consumer_id = $1', [consumer])).rows[0];
    expect(row.attributes).toHaveLength(50);
    expect(fromBureauVector(row.attributes)).toEqual({
      FICO: 731,
      REVOLVING_UTILIZATION: 33.3,
      MILITARY_LENDING_COVERED: 1,
    });
  });
});
