import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { consumers } from '../schema/index.ts';
import { lockConsumer, restateConsumer } from './consumer-profile.ts';
import type { ConsumerScope } from './scope.ts';

const t = twoTenantsFixture();

const consumerOf = async (scope: ConsumerScope) =>
  (await t.db.select().from(consumers).where(eq(consumers.id, scope.consumerId)))[0];

describe('consumer profile queries stay within their consumer', () => {
  it("locks the scope's consumer's row", async () => {
    for (const scope of t.consumer) {
      const locked = await t.db.transaction((tx) => lockConsumer(tx, scope));
      expect(locked?.id).toBe(scope.consumerId);
    }
  });

  it("restates the scope's consumer only: stated fields, sealed PII and offers version", async () => {
    const [garcia, other] = t.consumer;
    const otherBefore = await consumerOf(other);
    const garciaBefore = await consumerOf(garcia);
    await restateConsumer(t.db, garcia, {
      stated: { annualIncome: '123456.00', incomeConfirmed: true },
      sealedPii: 'sealed-contact',
      restated: true,
    });
    expect(await consumerOf(garcia)).toMatchObject({
      annualIncome: '123456.00',
      incomeConfirmed: true,
      pii: 'sealed-contact',
      offersVersion: (garciaBefore?.offersVersion ?? 0) + 1,
    });
    expect(await consumerOf(other)).toEqual(otherBefore);
  });
});
