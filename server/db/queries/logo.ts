import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../pool.ts';
import { financialInstitutions } from '../schema/index.ts';

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

export async function readLogo(db: Executor, params: { fiId: string; lock?: boolean }): Promise<StoredLogo | null> {
  const query = db
    .select({ image: financialInstitutions.logoImage, contentType: financialInstitutions.logoContentType })
    .from(financialInstitutions)
    .where(eq(financialInstitutions.id, params.fiId));
  const [row] = params.lock ? await query.for('update') : await query;
  return row?.image && row.contentType ? { image: row.image, contentType: row.contentType } : null;
}

export async function writeLogo(db: Executor, params: { fiId: string; logo: StoredLogo }): Promise<void> {
  await db
    .update(financialInstitutions)
    .set({ logoImage: params.logo.image, logoContentType: params.logo.contentType })
    .where(eq(financialInstitutions.id, params.fiId));
}
