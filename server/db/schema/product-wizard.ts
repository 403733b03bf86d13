import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { WizardStep } from '../../../domain/catalog/product-wizard.ts';
import { stampColumn } from './columns.ts';
import { products } from './lending.ts';
import { lenderRow } from './tenant-columns.ts';

/**
 * A product wizard draft (002 §2): each step's data as saved at Next, and the steps completed, so a reload or
 * another device resumes it. One draft per lender for a new product (productId null) and one per existing product.
 */
export const productDrafts = pgTable(
  'product_drafts',
  {
    ...lenderRow(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    steps: jsonb('steps').$type<Partial<Record<WizardStep, unknown>>>().notNull().default({}),
    completed: text('completed').array().$type<WizardStep[]>().notNull().default(sql`'{}'::text[]`),
    updatedAt: stampColumn('updated_at'),
  },
  (t) => [
    uniqueIndex('product_drafts_new').on(t.fiId).where(sql`${t.productId} is null`),
    uniqueIndex('product_drafts_product').on(t.productId).where(sql`${t.productId} is not null`),
  ],
);

/** A lender's product template (002 §5): a fully configured product's steps under a name, applied to a new draft. */
export const productTemplates = pgTable(
  'product_templates',
  {
    ...lenderRow(),
    name: text('name').notNull(),
    productType: text('product_type').notNull(),
    steps: jsonb('steps').$type<Partial<Record<WizardStep, unknown>>>().notNull(),
    createdAt: stampColumn('created_at'),
  },
  (t) => [index('product_templates_fi').on(t.fiId)],
);
