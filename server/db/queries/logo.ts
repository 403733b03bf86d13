import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../pool.ts';
import { financialInstitutions } from '../schema/index.ts';
import type { FiScope } from './scope.ts';

export interface StoredLogo {
  readonly image: Buffer;
  readonly contentType: string;
}

/** What the audit keeps of a logo: never the bytes, but enough to tell two apart. */
export const logoDigest = (logo: StoredLogo) => ({
  contentType: logo.contentType,
  size: logo.image.length,
  sha256: createHash('sha256').update(logo.image).digest('hex'),
});

/** The lender's logo; `lock` reads it FOR UPDATE so the audit's old value is the one a change replaces. */
export async function readLogo(
  db: Executor,
  scope: FiScope,
  params: { lock?: boolean } = {},
): Promise<StoredLogo | null> {
  const query = db
    .select({ image: financialInstitutions.logoImage, contentType: financialInstitutions.logoContentType })
    .from(financialInstitutions)
    .where(eq(financialInstitutions.id, scope.fiId));
  const [row] = params.lock ? await query.for('update') : await query;
  return row?.image && row.contentType ? { image: row.image, contentType: row.contentType } : null;
}

export async function writeLogo(db: Executor, scope: FiScope, params: { logo: StoredLogo }): Promise<void> {
  await db
    .update(financialInstitutions)
    .set({ logoImage: params.logo.image, logoContentType: params.logo.contentType })
    .where(eq(financialInstitutions.id, scope.fiId));
}
