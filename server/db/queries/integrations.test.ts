import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { integrationUpdateSchema, newIntegrationSchema } from '../../../domain/validation/integration.ts';
import { expectListsOnlyMine, twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { fiIntegrations } from '../schema/index.ts';
import {
  deleteIntegrationRow,
  insertIntegration,
  integrationList,
  lockIntegration,
  updateIntegrationRow,
} from './integrations.ts';
import { isolationFixture } from './isolation.test-support.ts';

const { t, rowsOf, seedBoth, expectOutOfReach } = isolationFixture(twoTenantsFixture(), 'fi', fiIntegrations);

const key = randomBytes(32);
const NEW = v.parse(newIntegrationSchema, {
  productCategory: 'CREDIT CARDS',
  type: 'SYNC1',
  accessToken: 'sync1-secret-token-9876',
  endpointUrl: 'https://sync1.example/leads',
  funding: true,
});
const update = (id: string) => v.parse(integrationUpdateSchema, { ...NEW, id, accessToken: '', status: 'TESTED' });

describe('integration queries stay within their lender', () => {
  it('each lender lists, locks, changes and removes only its own integrations', async () => {
    const { scopes, mine, theirs } = await seedBoth((scope) => insertIntegration(t.db, scope, { fields: NEW, key }));
    const [summit, harbor] = scopes;

    await expectListsOnlyMine(integrationList(t.db, summit, key), [mine, theirs], await rowsOf(summit));

    await expectOutOfReach(harbor, [
      () => lockIntegration(t.db, summit, { id: theirs.id, key }),
      () => updateIntegrationRow(t.db, summit, { fields: update(theirs.id), key }),
      () => deleteIntegrationRow(t.db, summit, { id: theirs.id, key }),
    ]);
    expect(await lockIntegration(t.db, harbor, { id: theirs.id, key })).toMatchObject({ id: theirs.id });

    expect(await updateIntegrationRow(t.db, summit, { fields: update(mine.id), key })).toMatchObject({
      status: 'TESTED',
    });
    expect(await deleteIntegrationRow(t.db, summit, { id: mine.id, key })).toMatchObject({ id: mine.id });
  });
});
