/** A "does any row exist" query and the refusal it names when it finds one. */
export type RefusalCheck<Refusal extends string> = readonly [Refusal, () => PromiseLike<unknown[]>];

/**
 * The first refusal whose query finds a row, in the checks' order (each runs only when those before found none), in
 * the admin's words; null when nothing stands in the way. Lender and embedder removal each list their own checks.
 */
export async function firstRefusal<Refusal extends string>(
  refusals: Readonly<Record<Refusal, string>>,
  checks: readonly RefusalCheck<Refusal>[],
): Promise<string | null> {
  for (const [refusal, query] of checks) {
    if ((await query()).length > 0) return refusals[refusal];
  }
  return null;
}
