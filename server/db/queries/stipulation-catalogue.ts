import { asc, eq, sql } from 'drizzle-orm';
import type { CatalogueStipulation } from '../../../api/stipulation-catalogue.ts';
import type { ActivityStatus } from '../../../domain/catalog/statuses.ts';
import { categoriesOf } from '../../../domain/catalog/stipulation-documents.ts';
import type { Stipulation as StipulationFields } from '../../../domain/validation/stipulation.ts';
import type { Executor } from '../pool.ts';
import { stipulationCatalogue, stipulations } from '../schema/index.ts';
import { type CountedRows, countRows } from './list-source.ts';

/** Listed by a product, or a consumer uploaded a document for it: the catalogue entry must stay (deactivate it). */
// Written out in full: drizzle leaves a one-table select's columns unqualified, which the subquery would rebind.
const inUse = sql<boolean>`(exists (select 1 from stipulations s where s.catalogue_id = "stipulation_catalogue"."id"
  and (not s.via_rule or exists (select 1 from stipulation_documents d where d.stipulation_id = s.id))))`;

export const catalogueColumns = {
  id: stipulationCatalogue.id,
  name: stipulationCatalogue.name,
  description: stipulationCatalogue.description,
  rule: stipulationCatalogue.rule,
  status: stipulationCatalogue.status,
  allowedDocuments: stipulationCatalogue.allowedDocuments,
  inUse,
};
export const catalogueListColumns = {
  name: stipulationCatalogue.name,
  status: stipulationCatalogue.status,
  rule: stipulationCatalogue.rule,
};

type Selected = {
  id: string;
  name: string;
  description: string | null;
  rule: string | null;
  status: string;
  allowedDocuments: string[];
  inUse: boolean;
};

export const toCatalogueStipulation = (row: Selected): CatalogueStipulation => ({
  id: row.id,
  name: row.name,
  description: row.description,
  rule: row.rule,
  status: row.status as ActivityStatus,
  allowedDocuments: row.allowedDocuments,
  categories: categoriesOf(row.allowedDocuments),
  inUse: row.inUse,
});

export const selectCatalogue = (db: Executor) => db.select(catalogueColumns).from(stipulationCatalogue).$dynamic();

/** The catalogue entries the list counts (pagedList counts them). */
export const countCatalogue = (db: Executor, where: ReturnType<typeof eq> | undefined): CountedRows =>
  countRows(db, stipulationCatalogue)(where);

export const CATALOGUE_DEFAULT_ORDER = [asc(stipulationCatalogue.name), asc(stipulationCatalogue.id)];

export async function findCatalogueStipulation(
  db: Executor,
  params: { id: string; forUpdate?: boolean },
): Promise<CatalogueStipulation | null> {
  const query = selectCatalogue(db).where(eq(stipulationCatalogue.id, params.id));
  const [row] = await (params.forUpdate ? query.for('update', { of: stipulationCatalogue }) : query);
  return row ? toCatalogueStipulation(row) : null;
}

const values = (fields: StipulationFields) => ({
  name: fields.name,
  description: fields.description?.trim() ? fields.description.trim() : null,
  rule: fields.rule === '' ? null : fields.rule,
  status: fields.status,
  allowedDocuments: [...fields.allowedDocuments],
});

/** Answers the new id, or null when the name is taken (the unique name). */
export async function insertCatalogueStipulation(db: Executor, fields: StipulationFields): Promise<string | null> {
  const [row] = await db
    .insert(stipulationCatalogue)
    .values(values(fields))
    .onConflictDoNothing()
    .returning({ id: stipulationCatalogue.id });
  return row?.id ?? null;
}

/** Answers false when another entry has the name. Rows it added to products follow its new name. */
export async function updateCatalogueStipulation(
  db: Executor,
  params: { id: string; fields: StipulationFields },
): Promise<boolean> {
  const next = values(params.fields);
  const [clash] = await db
    .select({ id: stipulationCatalogue.id })
    .from(stipulationCatalogue)
    .where(sql`${stipulationCatalogue.name} = ${next.name} and ${stipulationCatalogue.id} <> ${params.id}`);
  if (clash) return false;
  await db
    .update(stipulationCatalogue)
    .set({ ...next, updatedAt: new Date() })
    .where(eq(stipulationCatalogue.id, params.id));
  const category = categoriesOf(next.allowedDocuments)[0];
  await db
    .update(stipulations)
    .set({ name: next.name, ...(category ? { category } : {}) })
    .where(sql`${stipulations.catalogueId} = ${params.id} and ${stipulations.viaRule}`);
  return true;
}

export async function deleteCatalogueStipulation(db: Executor, params: { id: string }): Promise<void> {
  await db.delete(stipulationCatalogue).where(eq(stipulationCatalogue.id, params.id));
}
