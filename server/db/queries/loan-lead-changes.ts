import { and, eq, isNull } from 'drizzle-orm';
import { hasPermission, permissionsForRoles, type RoleName } from '../../../domain/permissions.ts';
import type { Executor } from '../pool.ts';
import { consoleUsers, fiIntegrations, loanLeads, loanLeadWork, redemptions } from '../schema/index.ts';
import { personName } from './loan-leads.ts';
import type { FiScope } from './scope.ts';

/**
 * A lender's changes to its loan leads (assignment, status, funding) and what the detail page adds to the lead
 * report. Every query is the scope's lender's: a lead of another lender is not found, and a change to it touches
 * nothing.
 */

const leadOf = (scope: FiScope, redemptionId: string) =>
  and(eq(loanLeads.redemptionId, redemptionId), eq(loanLeads.fiId, scope.fiId));

/** Users of the lender who may take loan leads (the loanLeads assign permission), by display name. */
export async function assignableUsers(db: Executor, scope: FiScope) {
  const users = await db
    .select({
      id: consoleUsers.id,
      username: consoleUsers.username,
      firstName: consoleUsers.firstName,
      lastName: consoleUsers.lastName,
      roles: consoleUsers.roles,
    })
    .from(consoleUsers)
    .where(and(eq(consoleUsers.realm, 'fi'), eq(consoleUsers.tenantId, scope.fiId), eq(consoleUsers.status, 'ACTIVE')));
  return users
    .filter((user) => hasPermission(permissionsForRoles(user.roles as RoleName[]), { loanLeads: ['assign'] }))
    .map((user) => ({ id: user.id, name: personName(user.firstName, user.lastName, user.username) ?? user.username }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The integration a lead was pushed (or is to be pushed) through, or null. */
export async function leadIntegration(db: Executor, scope: FiScope, params: { loanLeadId: string }) {
  const [integration] = await db
    .select({ type: fiIntegrations.type, status: fiIntegrations.status })
    .from(loanLeadWork)
    .innerJoin(fiIntegrations, eq(fiIntegrations.id, loanLeadWork.integrationId))
    .where(and(eq(loanLeadWork.loanLeadId, params.loanLeadId), eq(loanLeadWork.fiId, scope.fiId)));
  return integration ?? null;
}

/**
 * Gives an unassigned lead to a user: one conditional update, so of two users assigning at once the second finds
 * the lead taken (row lock, re-check). False when it was taken (or is not the scope's).
 */
export async function claimLead(
  db: Executor,
  scope: FiScope,
  params: { loanLeadId: string; userId: string; at: Date },
): Promise<boolean> {
  const [taken] = await db
    .update(loanLeadWork)
    .set({ assignedUserId: params.userId, assignedAt: params.at })
    .where(
      and(
        eq(loanLeadWork.loanLeadId, params.loanLeadId),
        eq(loanLeadWork.fiId, scope.fiId),
        isNull(loanLeadWork.assignedUserId),
      ),
    )
    .returning({ id: loanLeadWork.loanLeadId });
  return taken !== undefined;
}

/**
 * The lead's status and funding status (the loanLeadLifecycle machine's state), locked (FOR UPDATE) so the machine
 * judges, and the audit's old value is, what a change replaces.
 */
export async function lockLeadStatus(db: Executor, scope: FiScope, params: { redemptionId: string }) {
  const [lead] = await db
    .select({ id: loanLeads.id, status: loanLeads.status, fundingStatus: loanLeads.fundingStatus })
    .from(loanLeads)
    .where(leadOf(scope, params.redemptionId))
    .for('update');
  return lead;
}

/** The lead's funding status and what the `offer.funded` postback tells, locked like lockLeadStatus. */
export async function lockLeadFunding(db: Executor, scope: FiScope, params: { redemptionId: string }) {
  const [lead] = await db
    .select({
      id: loanLeads.id,
      status: loanLeads.status,
      fundingStatus: loanLeads.fundingStatus,
      consumerId: loanLeads.consumerId,
      offerId: redemptions.offerId,
      amount: redemptions.amount,
    })
    .from(loanLeads)
    .innerJoin(redemptions, eq(redemptions.id, loanLeads.redemptionId))
    .where(leadOf(scope, params.redemptionId))
    .for('update');
  return lead;
}

/** Sets a lead's status and/or funding status (by its loan lead id, within the scope). */
export async function setLead(
  db: Executor,
  scope: FiScope,
  params: { loanLeadId: string; status?: string; fundingStatus?: string },
): Promise<void> {
  const { loanLeadId, ...change } = params;
  await db
    .update(loanLeads)
    .set(change)
    .where(and(eq(loanLeads.id, loanLeadId), eq(loanLeads.fiId, scope.fiId)));
}
