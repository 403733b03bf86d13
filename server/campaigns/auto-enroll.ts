import { and, desc, eq, ne } from 'drizzle-orm';
import { AUTO_ENROLL_ACTIONS } from '../../api/lender-campaigns.ts';
import { auditDiff } from '../../domain/audit/audit-diff.ts';
import { lenderEnrollmentMoves } from '../../machines/campaign/lender-enrollment-lifecycle.ts';
import type { Executor } from '../db/pool.ts';
import {
  auditLog,
  campaignPrescreenCriteria,
  fiCampaignEnrollments,
  financialInstitutions,
  ucCampaigns,
} from '../db/schema/index.ts';

/** The status the platform's auto-enrollment writes, as the lenderEnrollmentLifecycle machine answers (a new row only). */
const AUTO_ENROLLED = lenderEnrollmentMoves.target('AUTO_ENROLL');

/** One lender the platform enrolled, with what it carried over (for the caller's log and tests). */
export interface AutoEnrollment {
  fiId: string;
  fromCampaignId: string;
  prescreenRules: number;
}

/** The lender's newest campaign it was enrolled in, other than this one: what auto-enrollment carries forward. */
async function lastEnrolledCampaign(tx: Executor, fiId: string, campaignId: string) {
  const [last] = await tx
    .select({ id: ucCampaigns.id, name: ucCampaigns.name })
    .from(fiCampaignEnrollments)
    .innerJoin(ucCampaigns, eq(ucCampaigns.id, fiCampaignEnrollments.ucCampaignId))
    .where(
      and(
        eq(fiCampaignEnrollments.fiId, fiId),
        eq(fiCampaignEnrollments.status, 'ENROLLED'),
        ne(fiCampaignEnrollments.ucCampaignId, campaignId),
      ),
    )
    .orderBy(desc(ucCampaigns.startsAt))
    .limit(1);
  return last;
}

/** Copies the lender's own prescreen criteria (every state) of its last campaign into the new one. */
async function carryPrescreenRules(tx: Executor, fiId: string, fromId: string, toId: string, actor: string) {
  const rules = await tx
    .select()
    .from(campaignPrescreenCriteria)
    .where(and(eq(campaignPrescreenCriteria.ucCampaignId, fromId), eq(campaignPrescreenCriteria.fiId, fiId)));
  if (rules.length === 0) return [];
  return await tx
    .insert(campaignPrescreenCriteria)
    .values(
      rules.map(({ state, field, criteria, complete }) => ({
        ucCampaignId: toId,
        fiId,
        state,
        field,
        criteria,
        complete,
        updatedBy: actor,
      })),
    )
    .onConflictDoNothing()
    .returning({ state: campaignPrescreenCriteria.state, field: campaignPrescreenCriteria.field });
}

/**
 * 000 §4 "auto enrolled": when a campaign's enrollment starts, every onboarded lender whose auto-enroll setting is on
 * and who has no enrollment row in it yet is enrolled, keeping its catalogue (the products of its last campaign) and
 * its last campaign's prescreen rules. A lender never enrolled before has nothing to carry and enrolls itself; one
 * who already chose (enrolled or unenrolled) is left alone. Runs in the status change's transaction, so the
 * enrollments and their audit rows ("auto enrolled", "prescreen rules auto-enrolled") commit with the new status
 * (docs/decisions/0590-auto-enroll-at-enrollment-start.md).
 */
export async function autoEnrollLenders(
  tx: Executor,
  campaign: { id: string; name: string },
  actor: string,
  now: Date,
): Promise<AutoEnrollment[]> {
  const lenders = await tx
    .select({ id: financialInstitutions.id, name: financialInstitutions.name })
    .from(financialInstitutions)
    .where(and(eq(financialInstitutions.autoEnroll, true), eq(financialInstitutions.onboardingStatus, 'ONBOARDED')));
  const enrolled: AutoEnrollment[] = [];
  for (const lender of lenders) {
    const last = await lastEnrolledCampaign(tx, lender.id, campaign.id);
    if (!last) continue;
    const [row] = await tx
      .insert(fiCampaignEnrollments)
      .values({
        fiId: lender.id,
        ucCampaignId: campaign.id,
        status: AUTO_ENROLLED,
        sourceType: 'UCCAMPAIGN',
        dataFileStatus: 'COMPLETE',
        autoEnrolled: true,
        enrolledAt: now,
        enrolledBy: null,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: fiCampaignEnrollments.id });
    if (!row) continue;
    const rules = await carryPrescreenRules(tx, lender.id, last.id, campaign.id, actor);
    await auditAutoEnrollment(tx, { campaign, lender, last, rules, actor });
    enrolled.push({ fiId: lender.id, fromCampaignId: last.id, prescreenRules: rules.length });
  }
  return enrolled;
}

async function auditAutoEnrollment(
  tx: Executor,
  facts: {
    campaign: { id: string; name: string };
    lender: { id: string; name: string };
    last: { id: string; name: string };
    rules: readonly { state: string; field: string }[];
    actor: string;
  },
): Promise<void> {
  const { campaign, lender, last, rules, actor } = facts;
  const common = {
    actorName: actor,
    actorRealm: actor === 'system' ? null : 'super',
    entityId: campaign.id,
    entityName: campaign.name,
    tenantId: lender.id,
  };
  const enrollment = {
    oldValue: { campaign: campaign.name, enrollmentState: 'None' },
    newValue: {
      campaign: campaign.name,
      enrollmentState: 'Enrolled',
      sourceType: 'UCCAMPAIGN',
      dataFileStatus: 'COMPLETE',
      autoEnrolled: true,
      carriedFrom: last.name,
    },
  };
  await tx.insert(auditLog).values({
    ...common,
    category: 'CAMPAIGN',
    action: AUTO_ENROLL_ACTIONS.enrollment,
    entityType: 'ENROLLMENT',
    ...enrollment,
    changes: auditDiff(enrollment.oldValue, enrollment.newValue),
  });
  if (rules.length === 0) return;
  const prescreen = { oldValue: { rules: [] }, newValue: { carriedFrom: last.name, rules } };
  await tx.insert(auditLog).values({
    ...common,
    category: 'UCCAMPAIGN',
    action: AUTO_ENROLL_ACTIONS.prescreen,
    entityType: 'PRESCREEN_CRITERIA',
    ...prescreen,
    changes: auditDiff(prescreen.oldValue, prescreen.newValue),
  });
}
