import { describe, expect, it } from 'vitest';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';
import { consumerRecords, selectCampaignConsumers } from './consumer-records.ts';

const ctx = seededApp();

describe('consumerRecords (offer generation and projections read consumers through it)', () => {
  it('carries the bureau MLA flag, so projections refuse covered borrowers as generation does (decision 0366)', async () => {
    const [row] = await selectCampaignConsumers(ctx.db, DEMO_CAMPAIGNS.current.id);
    if (!row) throw new Error('the demo campaign has consumers');
    const covered = { ...row, attributes: { ...row.attributes, MILITARY_LENDING_COVERED: 1 } };
    const notCovered = { ...row, attributes: { ...row.attributes, MILITARY_LENDING_COVERED: 0 } };
    const records = await consumerRecords(ctx.db, [covered, notCovered]);
    expect(records.map((record) => [record.id, record.mla])).toEqual([
      [0, true],
      [1, false],
    ]);
  });
});
