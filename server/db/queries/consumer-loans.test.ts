import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { consumers, loans } from '../schema/index.ts';
import { confirmLoanCollateral, consumerLoans, findConsumerLoan } from './consumer-loans.ts';
import type { ConsumerScope } from './scope.ts';

const t = twoTenantsFixture();

const loansOf = (scope: ConsumerScope) => t.db.select().from(loans).where(eq(loans.consumerId, scope.consumerId));
const consumerOf = async (scope: ConsumerScope) =>
  (await t.db.select().from(consumers).where(eq(consumers.id, scope.consumerId)))[0];
const vehicle = { year: 2019, make: 'Subaru', model: 'Outback', mileage: 42000 };

/** Each consumer's one auto loan (the seed gives both one): `mine` the first scope's, `theirs` the second's. */
async function bothLoans() {
  const [mine] = await loansOf(t.consumer[0]);
  const [theirs] = await loansOf(t.consumer[1]);
  if (!mine || !theirs) throw new Error('the demo consumers have no loans');
  return { mine, theirs };
}

describe('consumer loan queries stay within their consumer', () => {
  it("lists and finds only the scope's consumer's loans", async () => {
    const [garcia] = t.consumer;
    const { mine, theirs } = await bothLoans();
    const listed = (await consumerLoans(t.db, garcia, {})).map((loan) => loan.id);
    expect(listed).toEqual((await loansOf(garcia)).map((loan) => loan.id));
    expect(listed).toContain(mine.id);
    expect(listed).not.toContain(theirs.id);
    expect((await consumerLoans(t.db, garcia, { productCategory: 'AUTO' })).map((loan) => loan.id)).toEqual([mine.id]);

    expect(await findConsumerLoan(t.db, garcia, { loanId: theirs.id })).toBeUndefined();
    expect(await findConsumerLoan(t.db, garcia, { loanId: mine.id })).toMatchObject({ id: mine.id });
  });

  it("confirms the collateral of the scope's consumer's loan only", async () => {
    const [garcia, other] = t.consumer;
    const { mine, theirs } = await bothLoans();
    const otherBefore = { loans: await loansOf(other), consumer: await consumerOf(other) };
    const garciaBefore = await consumerOf(garcia);

    expect(await confirmLoanCollateral(t.db, garcia, { loanId: theirs.id, collateral: vehicle })).toBeUndefined();
    expect(await consumerOf(garcia)).toEqual(garciaBefore);

    expect(await confirmLoanCollateral(t.db, garcia, { loanId: mine.id, collateral: vehicle })).toMatchObject({
      id: mine.id,
      collateral: vehicle,
    });
    expect((await consumerOf(garcia))?.vehicleConfirmed).toBe(true);
    expect({ loans: await loansOf(other), consumer: await consumerOf(other) }).toEqual(otherBefore);
  });
});
