import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../pool.ts';
import { embedderSiteKeys, embedders } from '../schema/index.ts';

export interface GuestDashboardOwner {
  readonly embedderId: string;
  readonly name: string;
  readonly customDomain: string | null;
}

/**
 * The embedder whose reports dashboard this is, when it is the token's own (docs/decisions/0673): a dashboard id of
 * another embedder, or no embedder, is undefined — the caller answers the same 404 for both.
 */
export async function guestDashboardOwner(
  db: Executor,
  embedderId: string,
  dashboardId: string,
): Promise<GuestDashboardOwner | undefined> {
  const [row] = await db
    .select({ embedderId: embedders.id, name: embedders.name, customDomain: embedders.customDomain })
    .from(embedders)
    .where(and(eq(embedders.id, embedderId), eq(embedders.reportsDashboardId, dashboardId)));
  return row;
}

/** The embedder's own reports dashboard id (null: it has none), for the guest token's answer. */
export async function reportsDashboardIdOf(db: Executor, embedderId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: embedders.reportsDashboardId })
    .from(embedders)
    .where(eq(embedders.id, embedderId));
  return row?.id ?? null;
}

/** The approved origins of the embedder's ENABLED site keys (stored normalised), which may frame its dashboard. */
export async function enabledSiteKeyOriginsOf(db: Executor, embedderId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ origin: sql<string>`unnest(${embedderSiteKeys.approvedOrigins})` })
    .from(embedderSiteKeys)
    .where(and(eq(embedderSiteKeys.embedderId, embedderId), eq(embedderSiteKeys.enabled, true)));
  return rows.map((row) => row.origin);
}
