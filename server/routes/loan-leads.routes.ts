import { and, eq, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as openpgp from 'openpgp';
import {
  assignLoanLead,
  downloadLoanLead,
  getLoanLead,
  LOAN_LEAD_ACTIONS,
  LOAN_LEAD_FIELDS,
  listLoanLeads,
  pushLoanLead,
  revealLoanLeadPii,
  updateLoanLeadFunding,
  updateLoanLeadStatus,
  WRONG_DOWNLOAD_PASSWORD,
  WRONG_LOAN_NUMBER,
} from '../../api/loan-leads.ts';
import { hasPermission, permissionsForRoles, type RoleName } from '../../domain/permissions.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { Executor } from '../db/pool.ts';
import {
  ensureLeadWork,
  findLeadOf,
  LEAD_DEFAULT_ORDER,
  type LeadRow,
  leadCount,
  loanLeadFilterColumns,
  personName,
  selectLeads,
  toLoanLead,
  velocityCounts,
  viewWhere,
} from '../db/queries/loan-leads.ts';
import { consoleUsers, fiIntegrations, loanLeads, loanLeadWork, redemptions } from '../db/schema/index.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { pagedList } from '../http/paged-list.ts';
import { scopedRoute } from '../http/register.ts';
import { flatReport, leadReport } from '../loan-leads/lead-report.ts';
import { queueLeadPush } from '../loan-leads/push.ts';
import { emitPartnerEvent } from '../postbacks/outbox.ts';

const noLead = () => notFound('No such loan lead');

/** Users of the lender who may take loan leads (the loanLeads assign permission), by display name. */
async function assignableUsers(db: Executor, fiId: string) {
  const users = await db
    .select({
      id: consoleUsers.id,
      username: consoleUsers.username,
      firstName: consoleUsers.firstName,
      lastName: consoleUsers.lastName,
      roles: consoleUsers.roles,
    })
    .from(consoleUsers)
    .where(and(eq(consoleUsers.realm, 'fi'), eq(consoleUsers.tenantId, fiId), eq(consoleUsers.status, 'ACTIVE')));
  return users
    .filter((user) => hasPermission(permissionsForRoles(user.roles as RoleName[]), { loanLeads: ['assign'] }))
    .map((user) => ({ id: user.id, name: personName(user.firstName, user.lastName, user.username) ?? user.username }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Lender loan-lead calls (000 §7, 002 §2 loanLeads): list, detail, assignment, status, funding, push, download. */
export function registerLoanLeadRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, listLoanLeads, async ({ query, tenant, auth, db }) => {
    const now = new Date();
    const where = viewWhere(tenant.id, query.view, auth?.realm === 'fi' ? auth.sub : null);
    const page = await pagedList(
      {
        fields: LOAN_LEAD_FIELDS,
        columns: loanLeadFilterColumns,
        select: () => selectLeads(db).$dynamic(),
        count: (filtered) => leadCount(db, filtered),
        where,
        defaultOrder: LEAD_DEFAULT_ORDER,
        toRow: (row: LeadRow) => toLoanLead(row, now, query.velocity),
        csvName: 'loan-leads',
      },
      query,
    );
    if (page instanceof Response) return page;
    return { ...page, velocityCounts: await velocityCounts(db, where, query.velocity) };
  });

  scopedRoute(app, getLoanLead, async ({ params, tenant, db, c }) => {
    const report = await leadReport(db, c.get('deps').encryptionKey, {
      fiId: tenant.id,
      redemptionId: params.redemptionId,
      reveal: false,
      now: new Date(),
    });
    if (!report) throw noLead();
    const [integration] = await db
      .select({ type: fiIntegrations.type, status: fiIntegrations.status })
      .from(loanLeadWork)
      .innerJoin(fiIntegrations, eq(fiIntegrations.id, loanLeadWork.integrationId))
      .where(eq(loanLeadWork.loanLeadId, report.loanLeadId));
    return {
      lead: report.lead,
      sections: report.sections,
      assignableUsers: await assignableUsers(db, tenant.id),
      integration: integration ?? null,
      pushAttempts: report.pushAttempts,
      pushError: report.pushError,
    };
  });

  scopedRoute(app, revealLoanLeadPii, async ({ params, tenant, db, audit, c }) => {
    const report = await leadReport(db, c.get('deps').encryptionKey, {
      fiId: tenant.id,
      redemptionId: params.redemptionId,
      reveal: true,
      now: new Date(),
    });
    if (!report) throw noLead();
    const fields = report.sections.flatMap((section) => section.fields.filter((field) => field.sealed));
    // The audit keeps which fields were shown, never their values.
    audit.record({
      entityId: report.loanLeadId,
      entityName: params.redemptionId,
      oldValue: null,
      newValue: { revealed: fields.map((field) => field.key) },
    });
    return { fields };
  });

  scopedRoute(app, assignLoanLead, async ({ params, body, tenant, db, audit }) => {
    const lead = await findLeadOf(db, tenant.id, params.redemptionId);
    if (!lead) throw noLead();
    const users = await assignableUsers(db, tenant.id);
    const user = users.find((candidate) => candidate.id === body.fiUserId);
    if (!user) {
      throw new ApiError(422, 'LOAN_LEAD_USER_ASSIGNMENT_FAILED', 'This user cannot be assigned loan leads.');
    }
    await ensureLeadWork(db, lead.id);
    // One conditional update: of two users assigning at once, the second finds the lead taken (row lock, re-check).
    const [taken] = await db
      .update(loanLeadWork)
      .set({ assignedUserId: user.id, assignedAt: new Date() })
      .where(and(eq(loanLeadWork.loanLeadId, lead.id), isNull(loanLeadWork.assignedUserId)))
      .returning({ id: loanLeadWork.loanLeadId });
    if (!taken) {
      throw new ApiError(409, 'LOAN_LEAD_USER_ALREADY_ASSIGNED', 'This loan lead is already assigned to a user.');
    }
    const status = lead.status === 'NEW' ? 'IN_PROGRESS' : lead.status;
    await db.update(loanLeads).set({ status }).where(eq(loanLeads.id, lead.id));
    audit.record({
      entityId: lead.id,
      entityName: params.redemptionId,
      oldValue: { assignedFIUserId: null, status: lead.status },
      newValue: { assignedFIUserId: user.id, assignedUserName: user.name, status },
    });
    return { redemptionId: params.redemptionId, assignedFIUserId: user.id, status };
  });

  scopedRoute(app, updateLoanLeadStatus, async ({ params, body, tenant, db, audit }) => {
    const [before] = await db
      .select({ id: loanLeads.id, status: loanLeads.status })
      .from(loanLeads)
      .where(and(eq(loanLeads.redemptionId, params.redemptionId), eq(loanLeads.fiId, tenant.id)))
      .for('update');
    if (!before) throw noLead();
    if (before.status === 'CANCELLED') {
      throw new ApiError(400, 'VALIDATION_FAILED', 'The consumer cancelled this redemption.');
    }
    await db.update(loanLeads).set({ status: body.status }).where(eq(loanLeads.id, before.id));
    audit.record({
      entityId: before.id,
      entityName: params.redemptionId,
      oldValue: { status: before.status },
      newValue: { status: body.status },
      ...(body.status === 'PROCESSED' && before.status !== 'PROCESSED' ? { action: LOAN_LEAD_ACTIONS.processed } : {}),
    });
    return { redemptionId: params.redemptionId, status: body.status };
  });

  scopedRoute(app, updateLoanLeadFunding, async ({ params, body, tenant, db, audit, c }) => {
    const [before] = await db
      .select({
        id: loanLeads.id,
        fundingStatus: loanLeads.fundingStatus,
        consumerId: loanLeads.consumerId,
        offerId: redemptions.offerId,
        amount: redemptions.amount,
      })
      .from(loanLeads)
      .innerJoin(redemptions, eq(redemptions.id, loanLeads.redemptionId))
      .where(and(eq(loanLeads.redemptionId, params.redemptionId), eq(loanLeads.fiId, tenant.id)))
      .for('update');
    if (!before) throw noLead();
    await db.update(loanLeads).set({ fundingStatus: body.fundingStatus }).where(eq(loanLeads.id, before.id));
    if (body.fundingStatus === 'FUNDED' && before.fundingStatus !== 'FUNDED') {
      await emitPartnerEvent(db, c.get('deps').boss, 'offer.funded', {
        consumerId: before.consumerId,
        data: {
          offerId: before.offerId,
          consumerId: before.consumerId,
          redemptionId: params.redemptionId,
          amount: before.amount,
        },
      });
    }
    audit.record({
      entityId: before.id,
      entityName: params.redemptionId,
      oldValue: { fundingStatus: before.fundingStatus },
      newValue: { fundingStatus: body.fundingStatus },
    });
    return { redemptionId: params.redemptionId, fundingStatus: body.fundingStatus };
  });

  scopedRoute(app, pushLoanLead, async ({ params, tenant, db, audit, c }) => {
    const lead = await findLeadOf(db, tenant.id, params.redemptionId);
    if (!lead) throw noLead();
    const queued = await queueLeadPush(db, c.get('deps').boss, { loanLeadId: lead.id, fiId: tenant.id });
    audit.record({
      entityId: lead.id,
      entityName: params.redemptionId,
      oldValue: { pushStatus: queued.before },
      newValue: { pushStatus: 'QUEUED', integration: queued.integration.type },
    });
    return { redemptionId: params.redemptionId, pushStatus: 'QUEUED' as const };
  });

  scopedRoute(app, downloadLoanLead, async ({ params, body, tenant, auth, db, audit, c }) => {
    const [user] = await db
      .select({ passwordHash: consoleUsers.passwordHash })
      .from(consoleUsers)
      .where(eq(consoleUsers.id, auth?.sub ?? '00000000-0000-0000-0000-000000000000'));
    if (!user || !(await verifyPassword(user.passwordHash, body.password))) {
      throw new ApiError(403, 'PASSWORD_REJECTED', WRONG_DOWNLOAD_PASSWORD);
    }
    const report = await leadReport(db, c.get('deps').encryptionKey, {
      fiId: tenant.id,
      redemptionId: params.redemptionId,
      reveal: true,
      now: new Date(),
    });
    if (!report) throw noLead();
    if (body.loanNumber.toUpperCase() !== report.lead.loanNumber) {
      throw new ApiError(400, 'VALIDATION_FAILED', WRONG_LOAN_NUMBER, [
        { path: 'loanNumber', message: WRONG_LOAN_NUMBER },
      ]);
    }
    const text = JSON.stringify({ loanNumber: report.lead.loanNumber, ...flatReport(report.sections) }, null, 2);
    const message = await openpgp.createMessage({
      binary: new TextEncoder().encode(text),
      filename: `${report.lead.loanNumber}.json`,
    });
    const encrypted = await openpgp.encrypt({ message, passwords: [body.password], format: 'binary' });
    audit.record({
      entityId: report.loanLeadId,
      entityName: params.redemptionId,
      oldValue: null,
      newValue: { downloaded: `${report.lead.loanNumber}.json.gpg` },
    });
    return new Response(Buffer.from(encrypted as Uint8Array), {
      headers: {
        'content-type': 'application/octet-stream',
        'content-disposition': `attachment; filename="${report.lead.loanNumber}.json.gpg"`,
      },
    });
  });
}
