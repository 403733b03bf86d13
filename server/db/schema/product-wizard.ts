import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { WizardStep } from '../../../domain/catalog/product-wizard.ts';
import { products } from './lending.ts';
import { financialInstitutions } from './tenants.ts';

/**
 * A product wizard draft (002 §2): each step's data as saved at Next, and the steps completed, so a reload or
 * another device resumes it. One draft per lender for a new product (productId null) and one per existing product.
 */
export const productDrafts = pgTable(
  'product_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fiId: uuid('fi_id')
      .notNull()
      .references(() => financialInstitutions.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    steps: jsonb('steps').$type<Partial<Record<WizardStep, unknown>>>().notNull().default({}),
    completed: text('completed').array().$type<WizardStep[]>().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    fiId: uuid('fi_id')
      .notNull()
      .references(() => financialInstitutions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    productType: text('product_type').notNull(),
    steps: jsonb('steps').$type<Partial<Record<WizardStep, unknown>>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_templates_fi').on(t.fiId)],
);
