import type { Hono } from 'hono';
import { downloadLoanLeadReport } from '../../api/loan-lead-report.ts';
import * as api from '../../api/loan-leads.ts';
import {
  LOAN_LEAD_ACTIONS,
  LOAN_LEAD_FIELDS,
  WRONG_DOWNLOAD_PASSWORD,
  WRONG_LOAN_NUMBER,
} from '../../api/loan-leads.ts';
import type { FundingStatus } from '../../domain/catalog/statuses.ts';
import type { LeadStatus } from '../../domain/loan-leads/loan-leads.ts';
import {
  FUNDING_EVENT,
  type LoanLeadEventType,
  leadMove,
  STATUS_EVENT,
  type StoredLead,
} from '../../machines/loan-leads/loan-lead-lifecycle.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { Executor } from '../db/pool.ts';
import { findAccount } from '../db/queries/account.ts';
import {
  assignableUsers,
  claimLead,
  leadIntegration,
  lockLeadFunding,
  lockLeadStatus,
  setLead,
} from '../db/queries/loan-lead-changes.ts';
import { velocityCounts } from '../db/queries/loan-lead-velocity.ts';
import {
  ensureLeadWork,
  findLeadOf,
  LEAD_DEFAULT_ORDER,
  type LeadRow,
  leadCount,
  leadCountJoins,
  leadViewWhere,
  loanLeadFilterColumns,
  selectLeads,
  toLoanLead,
} from '../db/queries/loan-leads.ts';
import type { FiScope } from '../db/queries/scope.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { attachmentHeaders } from '../http/attachment.ts';
import { recordFieldChange } from '../http/audit.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { pagedList } from '../http/paged-list.ts';
import { type ScopedHandler, scopedRoute } from '../http/register.ts';
import { flatReport, leadReport } from '../loan-leads/lead-report.ts';
import { downloadLeadReport } from '../loan-leads/lead-report-download.ts';
import { queueLeadPush } from '../loan-leads/push.ts';
import { emitPartnerEvent } from '../postbacks/outbox.ts';
import { openpgpModule } from '../processing/openpgp-module.ts';

const noLead = () => notFound('No such loan lead');

/**
 * The lead's columns after `event` as the loanLeadLifecycle machine says from the stored ones (locked by the caller);
 * a move the machine refuses is 409 with its reason.
 */
function judged(lead: { status: string; fundingStatus: string }, event: LoanLeadEventType): StoredLead {
  const stored = { status: lead.status as LeadStatus, fundingStatus: lead.fundingStatus as FundingStatus };
  const move = leadMove(stored, event);
  if ('refused' in move) throw new ApiError(409, 'VALIDATION_FAILED', move.refused);
  return move.next;
}

/** The lead's report as the scope's lender sees it now (its sealed fields opened when `reveal`), or 404. */
async function reportOf(c: AppContext, db: Executor, scope: FiScope, lead: { redemptionId: string; reveal: boolean }) {
  const params = { ...lead, key: c.get('deps').encryptionKey, now: new Date() };
  return (await leadReport(db, scope, params)) ?? Promise.reject(noLead());
}

/** A page of the lender's loan leads in one view, with the view's velocity chips (none for a CSV). */
const listLeads: ScopedHandler<typeof api.listLoanLeads> = async ({ query, scope, auth, db }) => {
  const now = new Date();
  const where = leadViewWhere(scope, { view: query.view, userId: auth?.realm === 'fi' ? auth.sub : null });
  // The velocity chips count the view, not the page: asked beside the page on another connection (a CSV has none).
  const [page, chips] = await Promise.all([
    pagedList(
      {
        fields: LOAN_LEAD_FIELDS,
        columns: loanLeadFilterColumns,
        select: (executor = db) => selectLeads(executor).$dynamic(),
        joinsAsWritten: db,
        count: (filtered) =>
          leadCount(
            db,
            filtered,
            leadCountJoins(
              query.view,
              query.filter.map((f) => f.field),
            ),
          ),
        where,
        defaultOrder: LEAD_DEFAULT_ORDER,
        toRow: (row: LeadRow) => toLoanLead(row, now, query.velocity),
        csvName: 'loan-leads',
      },
      query,
    ),
    query.format === 'csv' ? undefined : velocityCounts(db, scope, { name: query.view, where }, query.velocity),
  ]);
  if (page instanceof Response) return page;
  return { ...page, velocityCounts: chips ?? {} };
};

/** The lead's report as an OpenPGP message sealed with the caller's re-typed password (their own, checked). */
const downloadLeadPackage: ScopedHandler<typeof api.downloadLoanLead> = async (input) => {
  const { params, body, scope, auth, db, audit, c } = input;
  // The caller's own password, re-typed: their account, not the tenant's data.
  const user = auth ? await findAccount(db, { id: auth.sub }) : null;
  if (!user || !(await verifyPassword(user.passwordHash, body.password))) {
    throw new ApiError(403, 'PASSWORD_REJECTED', WRONG_DOWNLOAD_PASSWORD);
  }
  const report = await reportOf(c, db, scope, { redemptionId: params.redemptionId, reveal: true });
  if (body.loanNumber.toUpperCase() !== report.lead.loanNumber) {
    throw new ApiError(400, 'VALIDATION_FAILED', WRONG_LOAN_NUMBER, [
      { path: 'loanNumber', message: WRONG_LOAN_NUMBER },
    ]);
  }
  const text = JSON.stringify({ loanNumber: report.lead.loanNumber, ...flatReport(report.sections) }, null, 2);
  const openpgp = await openpgpModule();
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
    headers: attachmentHeaders('application/octet-stream', `${report.lead.loanNumber}.json.gpg`),
  });
};

/** The lead's work: assignment, status, funding and the push to the lender's system. */
function registerLoanLeadWorkRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, api.assignLoanLead, async ({ params, body, scope, db, audit }) => {
    const lead = await lockLeadStatus(db, scope, { redemptionId: params.redemptionId });
    if (!lead) throw noLead();
    const users = await assignableUsers(db, scope);
    const user = users.find((candidate) => candidate.id === body.fiUserId);
    if (!user) {
      throw new ApiError(422, 'LOAN_LEAD_USER_ASSIGNMENT_FAILED', 'This user cannot be assigned loan leads.');
    }
    const { status } = judged(lead, 'ASSIGN');
    await ensureLeadWork(db, lead.id);
    if (!(await claimLead(db, scope, { loanLeadId: lead.id, userId: user.id, at: new Date() }))) {
      throw new ApiError(409, 'LOAN_LEAD_USER_ALREADY_ASSIGNED', 'This loan lead is already assigned to a user.');
    }
    await setLead(db, scope, { loanLeadId: lead.id, status });
    audit.record({
      entityId: lead.id,
      entityName: params.redemptionId,
      oldValue: { assignedFIUserId: null, status: lead.status },
      newValue: { assignedFIUserId: user.id, assignedUserName: user.name, status },
    });
    return { redemptionId: params.redemptionId, assignedFIUserId: user.id, status };
  });
  scopedRoute(app, api.updateLoanLeadStatus, async ({ params, body, scope, db, audit }) => {
    const before = await lockLeadStatus(db, scope, { redemptionId: params.redemptionId });
    if (!before) throw noLead();
    const { status } = judged(before, STATUS_EVENT[body.status]);
    await setLead(db, scope, { loanLeadId: before.id, status });
    const after = { redemptionId: params.redemptionId, status };
    recordFieldChange(audit, 'status', before, after, {
      entityId: before.id,
      entityName: params.redemptionId,
      ...(status === 'PROCESSED' ? { action: LOAN_LEAD_ACTIONS.processed } : {}),
    });
    return after;
  });
  scopedRoute(app, api.updateLoanLeadFunding, async ({ params, body, scope, db, audit, c }) => {
    const before = await lockLeadFunding(db, scope, { redemptionId: params.redemptionId });
    if (!before) throw noLead();
    const { fundingStatus } = judged(before, FUNDING_EVENT[body.fundingStatus]);
    await setLead(db, scope, { loanLeadId: before.id, fundingStatus });
    // The machine never moves a funded lead again, so offer.funded is told once.
    if (fundingStatus === 'FUNDED') {
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
    const after = { redemptionId: params.redemptionId, fundingStatus };
    recordFieldChange(audit, 'fundingStatus', before, after, { entityId: before.id, entityName: params.redemptionId });
    return after;
  });
  scopedRoute(app, api.pushLoanLead, async ({ params, scope, db, audit, c }) => {
    const lead = await findLeadOf(db, scope, { redemptionId: params.redemptionId });
    if (!lead) throw noLead();
    const queued = await queueLeadPush(db, scope, { jobs: c.get('deps').boss, loanLeadId: lead.id });
    audit.record({
      entityId: lead.id,
      entityName: params.redemptionId,
      oldValue: { pushStatus: queued.before },
      newValue: { pushStatus: queued.after, integration: queued.integration.type },
    });
    return { redemptionId: params.redemptionId, pushStatus: queued.after };
  });
}

/** Lender loan-lead calls (000 §7, 002 §2 loanLeads): list, detail, assignment, status, funding, push, download. */
export function registerLoanLeadRoutes(app: Hono<AppEnv>): void {
  // Kept until a table it read changes (decision 0815): a lender's leads run to millions of rows.
  scopedRoute(app, api.listLoanLeads, listLeads, { keepAnswers: true });

  scopedRoute(app, api.getLoanLead, async ({ params, scope, db, c }) => {
    const report = await reportOf(c, db, scope, { redemptionId: params.redemptionId, reveal: false });
    return {
      lead: report.lead,
      sections: report.sections,
      assignableUsers: await assignableUsers(db, scope),
      integration: await leadIntegration(db, scope, { loanLeadId: report.loanLeadId }),
      pushAttempts: report.pushAttempts,
      pushError: report.pushError,
      offerOf: report.offerOf,
    };
  });

  scopedRoute(app, api.revealLoanLeadPii, async ({ params, scope, db, audit, c }) => {
    const report = await reportOf(c, db, scope, { redemptionId: params.redemptionId, reveal: true });
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

  registerLoanLeadWorkRoutes(app);

  scopedRoute(app, api.downloadLoanLead, downloadLeadPackage);

  scopedRoute(app, downloadLoanLeadReport, downloadLeadReport);
}
