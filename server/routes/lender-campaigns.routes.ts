import type { Hono } from 'hono';
import * as api from '../../api/lender-campaigns.ts';
import type { AppEnv } from '../http/context.ts';
import { route, scopedRoute } from '../http/register.ts';
import * as files from './lender-campaign-files.handlers.ts';
import * as catalogue from './lender-catalogue.handlers.ts';
import * as enrollment from './lender-enrollment.handlers.ts';

/** Lender campaigns (002 §2 campaign pages), enrollment and its imports, redeem limits and rate changes (§4, §5). */
export function registerLenderCampaignRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, api.listPreviousCampaigns, enrollment.listPreviousCampaigns);
  scopedRoute(app, api.listLenderCampaigns, enrollment.listLenderCampaigns);
  scopedRoute(app, api.listUcCampaigns, enrollment.listUcCampaigns);
  scopedRoute(app, api.getLenderCampaign, enrollment.getLenderCampaign);
  scopedRoute(app, api.getEnrollment, enrollment.getEnrollment);
  scopedRoute(app, api.enrollLender, enrollment.enrollLender);
  scopedRoute(app, api.unenrollLender, enrollment.unenrollLender);
  scopedRoute(app, api.chooseImportSource, enrollment.chooseImportSource);
  scopedRoute(app, api.uploadCampaignFile, files.uploadCampaignFile);
  scopedRoute(app, api.validateCampaignFileCall, files.validateCampaignFileCall);
  scopedRoute(app, api.listCatalogue, catalogue.listCatalogue);
  scopedRoute(app, api.setRedeemLimit, catalogue.setRedeemLimit);
  scopedRoute(app, api.uploadDisclosure, catalogue.uploadDisclosure);
  scopedRoute(app, api.listRateFiles, catalogue.listRateFiles);
  scopedRoute(app, api.uploadRateFile, catalogue.uploadRateFile);
  scopedRoute(app, api.applyRateFile, catalogue.applyRateFile);
  route(app, api.getAdminRedeemLimits, catalogue.getAdminRedeemLimits);
  route(app, api.setAdminRedeemLimit, catalogue.setAdminRedeemLimit);
}
