import { sql } from 'drizzle-orm';
import type { Executor } from '../pool.ts';

/** A round trip to the database (the health check); throws when it is unreachable. Touches no tenant's data. */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}
