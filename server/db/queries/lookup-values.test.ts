import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { fiLookupValues } from '../schema/index.ts';
import { exactCount } from './list-source.ts';
import { lookupValueList, replaceLookupValues } from './lookup-values.ts';

const t = twoTenantsFixture();

const kind = 'employmentStatus';
const rowsOf = (fiId: string) =>
  t.db
    .select()
    .from(fiLookupValues)
    .where(and(eq(fiLookupValues.fiId, fiId), eq(fiLookupValues.kind, kind)));
const value = (code: string) => ({ code, label: code, active: true });

describe('lookup value queries stay within their lender', () => {
  it('a save replaces the scope’s list and a list read answers only it', async () => {
    const [summit, harbor] = t.fi;
    await replaceLookupValues(t.db, harbor, { kind, values: [value('HARBOR_ONLY')] });
    const harborBefore = await rowsOf(harbor.fiId);

    const { after } = await replaceLookupValues(t.db, summit, { kind, values: [value('SUMMIT_A'), value('SUMMIT_B')] });
    expect(after.map((row) => row.code)).toEqual(['SUMMIT_A', 'SUMMIT_B']);
    expect(await rowsOf(harbor.fiId)).toEqual(harborBefore);

    const source = lookupValueList(t.db, summit, { kind });
    const listed = (await source
      .select()
      .where(source.where)
      .orderBy(...source.defaultOrder)) as { code: string }[];
    expect(listed.map((row) => row.code)).toEqual(['SUMMIT_A', 'SUMMIT_B']);
    expect(await exactCount(source.count(source.where))).toBe(2);
    const other = lookupValueList(t.db, summit, { kind: 'occupancyStatus' });
    expect(((await other.select().where(other.where)) as { code: string }[]).map((row) => row.code)).not.toContain(
      'SUMMIT_A',
    );
  });
});
