import { count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import {
  createTestIdentity,
  listTestIdentities,
  TEST_IDENTITY_FIELDS,
  updateTestIdentity,
  validateTestIdentity,
} from '../../api/test-identities.ts';
import {
  insertTestIdentity,
  lockTestIdentity,
  openTestIdentitySsn,
  recordTestIdentityValidation,
  TEST_IDENTITY_DEFAULT_ORDER,
  testIdentityColumns,
  toTestIdentity,
  updateTestIdentityRow,
} from '../db/queries/test-identities.ts';
import { fiTestIdentities } from '../db/schema/index.ts';
import { notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { pagedList } from '../http/paged-list.ts';
import { scopedRoute } from '../http/register.ts';
import { validateAgainstVendor } from '../identity/test-identity-check.ts';
import { identityDeps } from './idverify.routes.ts';

const noTestIdentity = () => notFound('No such test identity');
const nameOf = (identity: { firstName: string; lastName: string }) => `${identity.firstName} ${identity.lastName}`;

/** 002 §7 test identities, and the "validate test identities" operation it implies, against the identity vendor. */
export function registerTestIdentityRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, listTestIdentities, async ({ query, tenant, db }) =>
    pagedList(
      {
        fields: TEST_IDENTITY_FIELDS,
        columns: testIdentityColumns,
        select: () => db.select(testIdentityColumns).from(fiTestIdentities).$dynamic(),
        count: async (where) => (await db.select({ n: count() }).from(fiTestIdentities).where(where))[0]?.n ?? 0,
        where: eq(fiTestIdentities.fiId, tenant.id),
        defaultOrder: TEST_IDENTITY_DEFAULT_ORDER,
        toRow: toTestIdentity,
        csvName: 'test-identities',
      },
      query,
    ),
  );

  scopedRoute(app, createTestIdentity, async ({ body, tenant, db, audit, c }) => {
    const identity = await insertTestIdentity(db, { fiId: tenant.id, fields: body, key: c.get('deps').encryptionKey });
    audit.record({ entityId: identity.id, entityName: nameOf(identity), oldValue: null, newValue: identity });
    return identity;
  });

  scopedRoute(app, updateTestIdentity, async ({ params, body, tenant, db, audit, c }) => {
    const key = { fiId: tenant.id, id: params.id };
    const before = await lockTestIdentity(db, key);
    const after = before
      ? await updateTestIdentityRow(db, { ...key, fields: body, key: c.get('deps').encryptionKey })
      : null;
    if (!before || !after) throw noTestIdentity();
    audit.record({ entityId: after.id, entityName: nameOf(after), oldValue: before, newValue: after });
    return after;
  });

  scopedRoute(app, validateTestIdentity, async ({ params, tenant, db, audit, c }) => {
    const key = { fiId: tenant.id, id: params.id };
    const before = await lockTestIdentity(db, key);
    const ssn = before ? await openTestIdentitySsn(db, { ...key, key: c.get('deps').encryptionKey }) : null;
    if (!before || ssn === null) throw noTestIdentity();
    const vendor = identityDeps(c);
    const validation = validateAgainstVendor(
      { identity: vendor.provider, scans: vendor.scans },
      before,
      ssn,
      vendor.now(),
    );
    const after = await recordTestIdentityValidation(db, { ...key, validation });
    if (!after) throw noTestIdentity();
    audit.record({
      entityId: after.id,
      entityName: nameOf(after),
      oldValue: { lastValidation: before.lastValidation },
      newValue: { lastValidation: after.lastValidation },
    });
    return after;
  });
}
