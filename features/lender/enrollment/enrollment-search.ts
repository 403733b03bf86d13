import * as v from 'valibot';
import { nextCampaignIdSearch } from '../../../console/next-campaign.ts';
import { ENROLLMENT_STEPS } from '../../../machines/enrollment/enrollment-import.ts';

/**
 * The enrollment page's URL: which next campaign it enrolls in, and the journey's step. Two campaigns can be in
 * enrollment at once (the route, 002 §2 `campaign/upcoming/enrollment`, names none); without it the page takes the
 * first next campaign. The step is the enrollmentImport statechart's (kit useStatechartUrl): a reload, back and
 * forward land on it when the machine can be there; an unknown one is dropped.
 */
export const enrollmentSearch = v.object({
  ...nextCampaignIdSearch,
  step: v.fallback(v.optional(v.picklist(ENROLLMENT_STEPS.map((s) => s.state))), undefined),
});
export type EnrollmentSearch = v.InferOutput<typeof enrollmentSearch>;
