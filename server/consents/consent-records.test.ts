import { describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../tests/integration/two-tenants.ts';
import { myConsents, recordConsents } from './consent-records.ts';

const t = twoTenantsFixture();
const origin = { channel: 'further', ipAddress: null, userAgent: 'isolation test' } as const;

describe('consent records stay within their consumer', () => {
  it('records for the scope’s consumer and answers only their records', async () => {
    const [garcia, other] = t.consumer;
    const otherBefore = await myConsents(t.db, other);
    const garciaBefore = await myConsents(t.db, garcia);
    await recordConsents(t.db, garcia, { kinds: ['CONTACT'], origin });
    const garciaAfter = await myConsents(t.db, garcia);
    expect(garciaAfter.records).toHaveLength(garciaBefore.records.length + 1);
    expect(garciaAfter.records.at(-1)).toMatchObject({ kind: 'CONTACT', userAgent: 'isolation test' });
    expect(await myConsents(t.db, other)).toEqual(otherBefore);
  });
});
