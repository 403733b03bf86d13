import type { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { registerLenderCampaignFileRoutes } from './lender-campaign-files.handlers.ts';
import { registerLenderCatalogueRoutes } from './lender-catalogue.handlers.ts';
import { registerLenderEnrollmentRoutes } from './lender-enrollment.handlers.ts';

/** Lender campaigns (002 §2 campaign pages), enrollment and its imports, redeem limits and rate changes (§4, §5). */
export function registerLenderCampaignRoutes(app: Hono<AppEnv>): void {
  registerLenderEnrollmentRoutes(app);
  registerLenderCampaignFileRoutes(app);
  registerLenderCatalogueRoutes(app);
}
