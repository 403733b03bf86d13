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
  testIdentityList,
  updateTestIdentityRow,
} from '../db/queries/test-identities.ts';
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
  scopedRoute(app, listTestIdentities, async ({ query, scope, db }) =>
    pagedList({ fields: TEST_IDENTITY_FIELDS, ...testIdentityList(db, scope), csvName: 'test-identities' }, query),
  );

  scopedRoute(app, createTestIdentity, async ({ body, scope, db, audit, c }) => {
    const identity = await insertTestIdentity(db, scope, { fields: body, key: c.get('deps').encryptionKey });
    audit.record({ entityId: identity.id, entityName: nameOf(identity), oldValue: null, newValue: identity });
    return identity;
  });

  scopedRoute(app, updateTestIdentity, async ({ params, body, scope, db, audit, c }) => {
    const before = await lockTestIdentity(db, scope, { id: params.id });
    const after = before
      ? await updateTestIdentityRow(db, scope, { id: params.id, fields: body, key: c.get('deps').encryptionKey })
      : null;
    if (!before || !after) throw noTestIdentity();
    audit.record({ entityId: after.id, entityName: nameOf(after), oldValue: before, newValue: after });
    return after;
  });

  scopedRoute(app, validateTestIdentity, async ({ params, scope, db, audit, c }) => {
    const before = await lockTestIdentity(db, scope, { id: params.id });
    const ssn = before
      ? await openTestIdentitySsn(db, scope, { id: params.id, key: c.get('deps').encryptionKey })
      : null;
    if (!before || ssn === null) throw noTestIdentity();
    const vendor = identityDeps(c);
    const validation = validateAgainstVendor(
      { identity: vendor.provider, scans: vendor.scans },
      before,
      ssn,
      vendor.now(),
    );
    const after = await recordTestIdentityValidation(db, scope, { id: params.id, validation });
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
