import { type Placeholder, type Query, sql } from 'drizzle-orm';
import type { Executor } from './pool.ts';

/** What a drizzle prepared query keeps of its build: read once from the first one, handed to the next. */
interface PreparedParts {
  getQuery(): Query;
  fields?: unknown;
  joinsNotNullableMap?: unknown;
}

/**
 * A query built once and run on any executor: the pool, or a transaction's own client. Drizzle turns a query into
 * SQL text on every call (~0.4 ms of CPU for a wide select with subqueries, measured in session 25: ten times the
 * round trip), and a statement prepared on the pool would run outside the caller's transaction. This keeps the text
 * and result fields of the first build and asks the executor's own session for a named prepared statement with
 * them, so Postgres parses it once per connection and Node only binds the values (`sql.placeholder`).
 *
 * `build` must not depend on the executor beyond starting the query on it, nor on any value: values are placeholders.
 * The parts read from drizzle's prepared query (`fields`, `joinsNotNullableMap`) are not in its types;
 * server/db/reusable-statement.test.ts fails if a drizzle upgrade moves them.
 */
export function reusableStatement<TPrepared>(
  name: string,
  build: (db: Executor) => { prepare(name: string): TPrepared },
): (executor: Executor) => TPrepared {
  let template: { query: Query; fields: unknown; joinsNotNullableMap: unknown } | undefined;
  return (executor) => {
    if (!template) {
      const first = build(executor).prepare(name) as unknown as PreparedParts;
      template = { query: first.getQuery(), fields: first.fields, joinsNotNullableMap: first.joinsNotNullableMap };
    }
    const statement = executor._.session.prepareQuery(
      template.query,
      template.fields as Parameters<Executor['_']['session']['prepareQuery']>[1],
      name,
      true,
    ) as unknown as PreparedParts;
    statement.joinsNotNullableMap = template.joinsNotNullableMap;
    return statement as unknown as TPrepared;
  };
}

/** A placeholder for each named value, as an insert's `values` or a `set` takes them: `values(placeholders('a', 'b'))`. */
export const placeholders = <K extends string>(...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as unknown as Record<K, Placeholder>;
