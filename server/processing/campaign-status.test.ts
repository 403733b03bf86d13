import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/integration/db.ts';
import { markOffersGenerated } from './campaign-status.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const campaign = async (status: string) =>
  (
    await database.pool.query<{ id: string }>(
      `insert into uc_campaigns (name, status, starts_at, expires_at)
       values ('Status ' || gen_random_uuid(), $1, now() + interval '1 day', now() + interval '60 days') returning id`,
      [status],
    )
  ).rows[0]?.id as string;
const consumer = async (campaignId: string, state: string[]) =>
  (
    await database.pool.query<{ id: string }>(
      `insert into consumers (access_code, first_name, last_name, campaign_id, workflow_state)
       values ('C-' || gen_random_uuid(), 'A', 'B', $1, $2) returning id`,
      [campaignId, state],
    )
  ).rows[0]?.id as string;
/** The bureau's answer for a consumer: only evaluated consumers take OFFERS_GENERATED. */
const answered = (campaignId: string, consumerId: string) =>
  database.pool.query(
    `insert into bureau_attributes (consumer_id, campaign_id, attributes, state) values ($1, $2, '{}', 'CO')`,
    [consumerId, campaignId],
  );
const stateOf = async (id: string) =>
  (await database.pool.query<{ s: string[] }>('select workflow_state as s from consumers where id = $1', [id])).rows[0]
    ?.s;

describe('markOffersGenerated', () => {
  it('moves the campaign and gives its evaluated consumers OFFERS_GENERATED (the marketplace needs it), once', async () => {
    const scheduled = await campaign('SCHEDULED');
    const other = await campaign('SCHEDULED');
    const imported = await consumer(scheduled, ['IMPORTED']);
    const already = await consumer(scheduled, ['OFFERS_GENERATED']);
    const unanswered = await consumer(scheduled, ['IMPORTED']);
    const elsewhere = await consumer(other, ['IMPORTED']);
    await answered(scheduled, imported);
    await answered(scheduled, already);
    await answered(other, elsewhere);
    const moved = await database.db.transaction((tx) => markOffersGenerated(tx, scheduled, new Date()));
    expect(moved).toBe(true);
    expect(await stateOf(imported)).toEqual(['IMPORTED', 'OFFERS_GENERATED']);
    expect(await stateOf(already)).toEqual(['OFFERS_GENERATED']);
    // No bureau answer, no evaluation: nothing to show them.
    expect(await stateOf(unanswered)).toEqual(['IMPORTED']);
    expect(await stateOf(elsewhere)).toEqual(['IMPORTED']);
  });

  it('leaves the consumers as they are when the lifecycle refuses the move', async () => {
    const open = await campaign('ENROLLMENT_STARTED');
    const imported = await consumer(open, ['IMPORTED']);
    expect(await database.db.transaction((tx) => markOffersGenerated(tx, open, new Date()))).toBe(false);
    expect(await stateOf(imported)).toEqual(['IMPORTED']);
  });
});
