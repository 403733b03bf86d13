/**
 * What enrolling a lender or an embedder in a UC campaign shares (002 §4): the campaign must be the next one with its
 * enrollment open, and each change is audited as the campaign's enrollment before and after.
 */
import { ENROLLMENT_MESSAGES } from '../../domain/catalog/consumer-files.ts';
import type { Executor } from '../db/pool.ts';
import { lockCampaign } from '../db/queries/embedder-campaigns.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { AuditRecorder } from '../http/audit.ts';

interface EnrollableCampaign {
  readonly campaignId: string;
  readonly name: string;
  readonly displayStatus: string;
  readonly enrollmentOpen: boolean;
}

export const noCampaign = () => notFound('No such campaign');
export const invalidCampaign = (message: string) => new ApiError(400, 'INVALID_CAMPAIGN', message);

/**
 * The campaign locked (so an enrollment change and the campaign's own move cannot interleave) and read as the caller
 * sees it, when its enrollment is open; the refusal (404 / 400 INVALID_CAMPAIGN) otherwise.
 */
export async function openForEnrollment<C extends EnrollableCampaign>(
  db: Executor,
  campaignId: string,
  find: () => Promise<C | undefined>,
): Promise<C> {
  await lockCampaign(db, campaignId);
  const campaign = await find();
  if (!campaign) throw noCampaign();
  if (campaign.displayStatus !== 'NEXT') throw invalidCampaign(ENROLLMENT_MESSAGES.notNext);
  if (!campaign.enrollmentOpen) throw invalidCampaign(ENROLLMENT_MESSAGES.ended);
  return campaign;
}

/**
 * The campaign read again after an enrollment change (as it was when it cannot be read) and the change audited:
 * `valueOf` is what the material report keeps of an enrollment, `noted` what the change did besides.
 */
export async function auditedEnrollment<C extends EnrollableCampaign>(
  audit: AuditRecorder,
  before: C,
  change: { reread: () => Promise<C | undefined>; valueOf: (campaign: C) => object; noted?: object },
): Promise<C> {
  const after = (await change.reread()) ?? before;
  audit.record({
    entityId: before.campaignId,
    entityName: before.name,
    oldValue: change.valueOf(before),
    newValue: { ...change.valueOf(after), ...change.noted },
  });
  return after;
}
