import type { Hono } from 'hono';
import {
  deleteMembershipEligibility,
  getMembershipEligibility,
  importMembershipEligibility,
  updateMembershipEligibility,
} from '../../api/membership-eligibility.ts';
import { CSV_TEMPLATES } from '../../domain/catalog/csv-templates.ts';
import { membershipCsvRowSchema, membershipFromCsvRows } from '../../domain/validation/eligibility-csv.ts';
import {
  fromLenderLocations,
  type MembershipEligibility,
  NATIONWIDE_MEMBERSHIP,
  toLenderLocations,
} from '../../domain/validation/membership.ts';
import type { Executor } from '../db/pool.ts';
import { findMembership, lockMembership, storeMembership } from '../db/queries/membership.ts';
import type { FiScope } from '../db/queries/scope.ts';
import type { AuditRecorder } from '../http/audit.ts';
import type { AppEnv } from '../http/context.ts';
import { csvRowIssuesError, readCsvUpload } from '../http/csv-upload.ts';
import { scopedRoute } from '../http/register.ts';
import type { ScopedTenant } from '../http/tenant-scope.ts';

/**
 * Stores a membership and audits it (old and new in the console's shape). Answers what the engine will now read,
 * in the console's shape: the stored list read back, so the answer cannot differ from what offers use.
 */
async function replaceMembership(
  db: Executor,
  scope: FiScope,
  tenant: ScopedTenant,
  audit: AuditRecorder,
  membership: MembershipEligibility,
): Promise<MembershipEligibility> {
  const before = fromLenderLocations((await lockMembership(db, scope)) ?? []);
  const locations = toLenderLocations(membership);
  await storeMembership(db, scope, { locations });
  const after = fromLenderLocations(locations);
  audit.record({ entityId: tenant.id, entityName: tenant.name, oldValue: before, newValue: after });
  return after;
}

/** 002 §7 Membership: GET, PUT, DELETE /fi/{fiId}/membershipEligibility and the CSV import (…/data). */
export function registerMembershipEligibilityRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, getMembershipEligibility, async ({ scope, db }) => {
    return fromLenderLocations((await findMembership(db, scope)) ?? []);
  });

  scopedRoute(app, updateMembershipEligibility, async ({ body, tenant, scope, db, audit }) => {
    return await replaceMembership(db, scope, tenant, audit, body);
  });

  scopedRoute(app, deleteMembershipEligibility, async ({ tenant, scope, db, audit }) => {
    return await replaceMembership(db, scope, tenant, audit, NATIONWIDE_MEMBERSHIP);
  });

  scopedRoute(app, importMembershipEligibility, async ({ files, tenant, scope, db, audit }) => {
    const field = 'branchDocument';
    const rows = await readCsvUpload(files, {
      field,
      columns: CSV_TEMPLATES.membershipEligibility.columns,
      row: membershipCsvRowSchema,
    });
    const { membership, issues } = membershipFromCsvRows(rows);
    if (!membership) throw csvRowIssuesError(field, issues);
    return { imported: rows.length, membership: await replaceMembership(db, scope, tenant, audit, membership) };
  });
}
