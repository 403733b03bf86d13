import { eq } from 'drizzle-orm';
import type { Tenant } from '../../../api/session.ts';
import type { Db } from '../pool.ts';
import { embedders, financialInstitutions } from '../schema/index.ts';

/** A tenant as the session shows it: `id` is its positive number (the seed's fiId), never the internal uuid. */
export interface TenantRecord extends Tenant {
  /** Internal uuid, for comparing with a session's claims. */
  readonly uuid: string;
}

export async function findTenant(
  db: Db,
  params: { realm: 'fi' | 'embedder'; by: { number: number } | { uuid: string } },
): Promise<TenantRecord | null> {
  if (params.realm === 'fi') {
    const where =
      'number' in params.by
        ? eq(financialInstitutions.number, params.by.number)
        : eq(financialInstitutions.id, params.by.uuid);
    const [row] = await db.select().from(financialInstitutions).where(where);
    return row
      ? { uuid: row.id, id: String(row.number), realm: 'fi', name: row.name, type: row.type, logoUrl: row.logoUrl }
      : null;
  }
  const where = 'number' in params.by ? eq(embedders.number, params.by.number) : eq(embedders.id, params.by.uuid);
  const [row] = await db.select().from(embedders).where(where);
  return row ? { uuid: row.id, id: String(row.number), realm: 'embedder', name: row.name, logoUrl: row.logoUrl } : null;
}
