import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { seal } from '../../auth/secret-box.ts';
import { prequalLeads } from '../schema/index.ts';
import { exactCount } from './list-source.ts';
import { prequalLeadList } from './prequal-leads.ts';

const t = twoTenantsFixture();

const key = randomBytes(32);
const pii = (firstName: string) =>
  seal(
    key,
    JSON.stringify({ firstName, lastName: 'Lead', address: '1 Main', city: 'Provo', state: 'UT', zipcode: '84601' }),
  );

describe('prequal lead queries stay within their embedder', () => {
  it('each embedder lists only its own leads', async () => {
    const [acme, second] = t.embedder;
    await t.db.insert(prequalLeads).values([
      { embedderId: acme.embedderId, pii: pii('Acme'), hasOffers: true },
      { embedderId: second.embedderId, pii: pii('Second'), hasOffers: false },
    ]);
    for (const [scope, name] of [
      [acme, 'Acme'],
      [second, 'Second'],
    ] as const) {
      const source = prequalLeadList(t.db, scope, key);
      const rows = (await source.select().where(source.where)) as Parameters<typeof source.toRow>[0][];
      const names = rows.map((row) => source.toRow(row).firstName);
      expect(names).toContain(name);
      expect(names.every((first) => first === name)).toBe(true);
      expect(await exactCount(source.count(source.where))).toBe(rows.length);
    }
  });
});
