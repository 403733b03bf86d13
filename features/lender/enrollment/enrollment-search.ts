import * as v from 'valibot';

/**
 * The enrollment page's URL: which next campaign it enrolls in. Two campaigns can be in enrollment at once (the
 * route, 002 §2 `campaign/upcoming/enrollment`, names none); without it the page takes the first next campaign.
 */
export const enrollmentSearch = v.object({ campaignId: v.fallback(v.optional(v.string()), undefined) });
export type EnrollmentSearch = v.InferOutput<typeof enrollmentSearch>;
