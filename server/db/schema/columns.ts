import { type AnyPgColumn, timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * Column builders every table repeats. Each is a function so each table gets its own builder (Drizzle binds a builder
 * to the one table it is put in); the SQL they produce is the one the hand-written columns produced, so a schema that
 * uses them generates no migration.
 */

/** The uuid primary key the database fills in. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written (or last changed): a time zone-aware instant the database fills in. */
export const stampColumn = (name: 'created_at' | 'updated_at') =>
  timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** A required reference to a parent row, deleted with it. */
export const ownedBy = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });

/** A required reference to a row that must outlive this one (no delete rule). */
export const requiredRef = (name: string, parent: () => AnyPgColumn) => uuid(name).notNull().references(parent);
