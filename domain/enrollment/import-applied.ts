import type { CampaignSourceType } from '../catalog/campaign-status.ts';
import type { DataFileStatus } from '../catalog/statuses.ts';

/**
 * Whether a lender's next-campaign import is applied on the server (what the enrollment journey resumes after): a
 * source chosen (scratch, blueprint, previous campaign), or a campaign file (CPLX) that validated COMPLETE. A file
 * still being checked, or one with errors, is not: its steps need the file again.
 */
export function importApplied(enrollment: {
  readonly sourceType: CampaignSourceType | null;
  readonly dataFileStatus: DataFileStatus | null;
}): boolean {
  if (enrollment.sourceType === null) return false;
  return enrollment.sourceType !== 'CPLX' || enrollment.dataFileStatus === 'COMPLETE';
}
