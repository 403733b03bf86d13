import { idColumn, ownedBy, stampColumn } from './columns.ts';
import { embedders, financialInstitutions } from './tenants.ts';

/*
 * Column groups that open or close many tables. Each call builds fresh builders (Drizzle binds a builder to the one
 * table it is spread into); the SQL is the one the columns written out one by one produced, so no migration follows.
 */

/** The lender a row belongs to; the row goes with the lender. */
export const lenderColumn = () => ownedBy('fi_id', () => financialInstitutions.id);

/** A lender's own row: its uuid and the lender it belongs to. */
export const lenderRow = () => ({ id: idColumn(), fiId: lenderColumn() });

/** An embedder's own row: its uuid and the embedder it belongs to (deleted with the embedder). */
export const embedderRow = () => ({ id: idColumn(), embedderId: ownedBy('embedder_id', () => embedders.id) });

/** When the row was written and last changed. */
export const timestamps = () => ({ createdAt: stampColumn('created_at'), updatedAt: stampColumn('updated_at') });
