import { eq } from 'drizzle-orm';
import type { Tenant } from '../../../api/session.ts';
import type { Db } from '../pool.ts';
import { embedders, financialInstitutions } from '../schema/index.ts';
import { isUuid } from './console-users.ts';

export async function findTenant(db: Db, params: { realm: 'fi' | 'embedder'; id: string }): Promise<Tenant | null> {
  if (!isUuid(params.id)) return null;
  if (params.realm === 'fi') {
    const [row] = await db.select().from(financialInstitutions).where(eq(financialInstitutions.id, params.id));
    return row ? { id: row.id, realm: 'fi', name: row.name, type: row.type, logoUrl: row.logoUrl } : null;
  }
  const [row] = await db.select().from(embedders).where(eq(embedders.id, params.id));
  return row ? { id: row.id, realm: 'embedder', name: row.name, logoUrl: row.logoUrl } : null;
}

export async function findTenantName(
  db: Db,
  params: { realm: string; id: string | null },
): Promise<string | undefined> {
  if (!params.id || (params.realm !== 'fi' && params.realm !== 'embedder')) return undefined;
  return (await findTenant(db, { realm: params.realm, id: params.id }))?.name;
}
