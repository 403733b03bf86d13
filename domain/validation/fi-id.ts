import * as v from 'valibot';

// A module of its own (re-exported by lender.ts): the session's schemas need only this, and importing lender.ts
// would put the lender profile's schemas in the consumer's first download (issue 17).

export const FI_ID_MESSAGE = 'Financial institution id must be a positive number';

/** A financial institution id for reads must be a positive whole number. */
export const fiIdSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))], FI_ID_MESSAGE),
  v.integer(FI_ID_MESSAGE),
  v.minValue(1, FI_ID_MESSAGE),
);
