import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { newTestIdentitySchema, testIdentityUpdateSchema } from '../../../domain/validation/test-identity.ts';
import { expectListsOnlyMine, twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { fiTestIdentities } from '../schema/index.ts';
import { isolationFixture } from './isolation.test-support.ts';
import {
  insertTestIdentity,
  lockTestIdentity,
  openTestIdentitySsn,
  recordTestIdentityValidation,
  testIdentityList,
  updateTestIdentityRow,
} from './test-identities.ts';

const { t, rowsOf, seedBoth, expectOutOfReach } = isolationFixture(twoTenantsFixture(), 'fi', fiTestIdentities);

const key = randomBytes(32);
const NEW = v.parse(newTestIdentitySchema, {
  firstName: 'Sam',
  lastName: 'Slowscan',
  dateOfBirth: '1990-07-04',
  ssn: '900-44-0006',
  zipcode: '80010',
});
const CHANGE = v.parse(testIdentityUpdateSchema, { ...NEW, ssn: undefined, firstName: 'Stolen' });
const validation = { checkedAt: '2026-11-27T12:00:00.000Z', outcome: 'PASSED' } as never;

describe('test identity queries stay within their lender', () => {
  it('each lender lists, reads and changes only its own identities', async () => {
    const { scopes, mine, theirs } = await seedBoth((scope) => insertTestIdentity(t.db, scope, { fields: NEW, key }));
    const [summit, harbor] = scopes;

    await expectListsOnlyMine(testIdentityList(t.db, summit), [mine, theirs], await rowsOf(summit));

    await expectOutOfReach(harbor, [
      () => lockTestIdentity(t.db, summit, { id: theirs.id }),
      () => openTestIdentitySsn(t.db, summit, { id: theirs.id, key }),
      () => updateTestIdentityRow(t.db, summit, { id: theirs.id, fields: CHANGE, key }),
      () => recordTestIdentityValidation(t.db, summit, { id: theirs.id, validation }),
    ]);
    expect(await openTestIdentitySsn(t.db, harbor, { id: theirs.id, key })).toBe(NEW.ssn);

    expect(await updateTestIdentityRow(t.db, summit, { id: mine.id, fields: CHANGE, key })).toMatchObject({
      firstName: 'Stolen',
    });
    expect(await recordTestIdentityValidation(t.db, summit, { id: mine.id, validation })).toMatchObject({
      lastValidation: validation,
    });
  });
});
