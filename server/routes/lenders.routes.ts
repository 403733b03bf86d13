import type { Hono } from 'hono';
import {
  createLender,
  getLender,
  LENDER_FIELDS,
  listLenders,
  promoteProspect,
  removeLender,
  updateLender,
  updateLenderSettings,
} from '../../api/lenders.ts';
import { changesLockedLocalPriority, LOCAL_PRIORITY_LOCKED } from '../../domain/validation/console-settings.ts';
import {
  ALREADY_ONBOARDED,
  LENDER_ID_TAKEN,
  NATIONAL_PRESENCE_ADMIN_ONLY,
  STATUS_CHANGE_BY_PROMOTE,
} from '../../domain/validation/financial-institution.ts';
import { deleteLender, lenderRemovalRefusal } from '../db/queries/lender-removal.ts';
import {
  codeTaken,
  findLender,
  insertLender,
  lenderList,
  setOnboardingStatus,
  updateLenderRow,
  updateLenderSettingsRow,
} from '../db/queries/lenders.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { recordFieldChange } from '../http/audit.ts';
import type { AppEnv } from '../http/context.ts';
import { pagedList } from '../http/paged-list.ts';
import { route, scopedRoute } from '../http/register.ts';
import { forgetTenant } from '../http/tenant-scope.ts';
import { removeTenant } from './tenant-removal.ts';

const invalid = (path: string, message: string) => new ApiError(400, 'VALIDATION_FAILED', message, [{ path, message }]);
/** PostgreSQL's unique_violation, as the driver throws it (or wraps it, as drizzle does, in `cause`). */
const isUniqueViolation = (error: unknown): boolean => {
  const failure = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return failure?.code === '23505' || failure?.cause?.code === '23505';
};
const noLender = () => notFound('No such financial institution');

/** 002 §6: local priority cannot change while the lender has national presence (after this change). */
const lockedPriority = (
  before: { localPriority: boolean },
  after: { localPriority: boolean; nationalPresence: boolean },
) =>
  changesLockedLocalPriority({ localPriority: before.localPriority, nationalPresence: after.nationalPresence }, after);

/**
 * GET/POST /fi, GET/PUT /fi/{id} (000 §7, 002 §7), promote a prospect and the lender settings (002-7.38). Registered
 * before the session's GET /{realm}/{tenantId}: GET /fi/{fiId} answers the full profile, a superset of that tenant.
 */
export function registerLenderRoutes(app: Hono<AppEnv>): void {
  route(app, listLenders, async ({ query, scope, db }) =>
    pagedList({ fields: LENDER_FIELDS, ...lenderList(db, scope), csvName: 'lenders' }, query),
  );

  scopedRoute(app, getLender, async ({ tenant, db }) => {
    return (await findLender(db, { number: tenant.number })) ?? Promise.reject(noLender());
  });

  route(app, createLender, async ({ body, db, audit }) => {
    if (await codeTaken(db, body.code)) throw invalid('code', LENDER_ID_TAKEN);
    const { lender: created, uuid } = await insertLender(db, {
      fields: body,
      status: body.onboardingStatus ?? 'ONBOARDED',
    }).catch((error: unknown) => {
      // Two admins adding the same lender ID at once: the unique index refuses the second, said as the check does.
      throw isUniqueViolation(error) ? invalid('code', LENDER_ID_TAKEN) : error;
    });
    audit.record({ entityId: created.id, entityName: created.name, oldValue: null, newValue: created, tenantId: uuid });
    return created;
  });

  scopedRoute(app, updateLender, async ({ body, tenant, db, audit, c }) => {
    const before = await findLender(db, { number: tenant.number, lock: true });
    if (!before) throw noLender();
    if (body.onboardingStatus && body.onboardingStatus !== before.onboardingStatus) {
      throw invalid('onboardingStatus', STATUS_CHANGE_BY_PROMOTE);
    }
    if (lockedPriority(before, body)) throw invalid('localPriority', LOCAL_PRIORITY_LOCKED);
    if (await codeTaken(db, body.code, tenant.number)) throw invalid('code', LENDER_ID_TAKEN);
    const after = await updateLenderRow(db, { number: tenant.number, fields: body });
    audit.record({ entityId: after.id, entityName: after.name, oldValue: before, newValue: after });
    if (after.name !== before.name) forgetTenant(c.get('deps'), 'fi', tenant.number);
    return after;
  });

  // 002 §3 "FI or embedder removed": only a lender nothing depends on; the audit row keeps what it was.
  scopedRoute(app, removeLender, async (input) => {
    const before = await findLender(input.db, { number: input.tenant.number, lock: true });
    if (!before) throw noLender();
    return removeTenant(input, before, { refusalOf: lenderRemovalRefusal, remove: deleteLender });
  });

  scopedRoute(app, promoteProspect, async ({ tenant, db, audit }) => {
    const before = await findLender(db, { number: tenant.number, lock: true });
    if (!before) throw noLender();
    if (before.onboardingStatus !== 'PROSPECT') throw invalid('onboardingStatus', ALREADY_ONBOARDED);
    const after = await setOnboardingStatus(db, { number: tenant.number, status: 'ONBOARDED' });
    recordFieldChange(audit, 'onboardingStatus', before, after, { entityId: after.id, entityName: after.name });
    return after;
  });

  scopedRoute(app, updateLenderSettings, async ({ body, tenant, db, audit, auth }) => {
    const before = await findLender(db, { number: tenant.number, lock: true });
    if (!before) throw noLender();
    if (auth?.realm !== 'super' && body.nationalPresence !== before.nationalPresence) {
      throw invalid('nationalPresence', NATIONAL_PRESENCE_ADMIN_ONLY);
    }
    if (lockedPriority(before, body)) throw invalid('localPriority', LOCAL_PRIORITY_LOCKED);
    const after = await updateLenderSettingsRow(db, { number: tenant.number, settings: body });
    const pick = ({ acceptsMla, autoEnroll, localPriority, nationalPresence }: typeof before) => ({
      acceptsMla,
      autoEnroll,
      localPriority,
      nationalPresence,
    });
    audit.record({ entityId: after.id, entityName: after.name, oldValue: pick(before), newValue: pick(after) });
    return after;
  });
}
