import { and, asc, eq } from 'drizzle-orm';
import type { Workflow } from '../../../domain/validation/workflow.ts';
import type { Executor } from '../pool.ts';
import { marketplaceSettings } from '../schema/index.ts';
import type { FiScope } from './scope.ts';

/** A lender's marketplace settings (002 §4: the workflow per campaign); every query is the scope's lender's. */
export type MarketplaceSettingsRow = typeof marketplaceSettings.$inferSelect;

const ofLender = (scope: FiScope) => eq(marketplaceSettings.fiId, scope.fiId);
const oneOf = (scope: FiScope, id: string) => and(ofLender(scope), eq(marketplaceSettings.id, id));

/** The lender's settings of one campaign, oldest first. */
export function listMarketplaceSettingsOf(
  db: Executor,
  scope: FiScope,
  params: { ucCampaignId: string },
): Promise<MarketplaceSettingsRow[]> {
  return db
    .select()
    .from(marketplaceSettings)
    .where(and(ofLender(scope), eq(marketplaceSettings.ucCampaignId, params.ucCampaignId)))
    .orderBy(asc(marketplaceSettings.createdAt), asc(marketplaceSettings.id));
}

export async function findMarketplaceSettings(
  db: Executor,
  scope: FiScope,
  params: { id: string },
): Promise<MarketplaceSettingsRow | undefined> {
  const [row] = await db.select().from(marketplaceSettings).where(oneOf(scope, params.id));
  return row;
}

export async function insertMarketplaceSettings(
  db: Executor,
  scope: FiScope,
  params: { ucCampaignId: string; settings: Workflow },
): Promise<MarketplaceSettingsRow> {
  const [row] = await db
    .insert(marketplaceSettings)
    .values({ fiId: scope.fiId, ucCampaignId: params.ucCampaignId, settings: params.settings })
    .returning();
  if (!row) throw new Error('marketplace settings insert returned nothing');
  return row;
}

export async function updateMarketplaceSettingsRow(
  db: Executor,
  scope: FiScope,
  params: { id: string; settings: Workflow },
): Promise<MarketplaceSettingsRow | undefined> {
  const [row] = await db
    .update(marketplaceSettings)
    .set({ settings: params.settings, updatedAt: new Date() })
    .where(oneOf(scope, params.id))
    .returning();
  return row;
}

export async function deleteMarketplaceSettingsRow(
  db: Executor,
  scope: FiScope,
  params: { id: string },
): Promise<void> {
  await db.delete(marketplaceSettings).where(oneOf(scope, params.id));
}
