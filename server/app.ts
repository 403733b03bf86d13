import { existsSync } from 'node:fs';
import path from 'node:path';
import { type ErrorHandler, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { createEnvelopedApi, isApiCall } from './http/api-app.ts';
import { SECURE_HEADERS } from './http/content-security.ts';
import type { AppDeps, AppEnv } from './http/context.ts';
import { serveBuiltApp } from './http/static-assets.ts';
import { registerAccountRoutes } from './routes/account.routes.ts';
import { registerAcknowledgementRoutes } from './routes/acknowledgements.routes.ts';
import { registerApiKeyRoutes } from './routes/api-keys.routes.ts';
import { registerBillingRoutes } from './routes/billing.routes.ts';
import { registerBranchRoutes } from './routes/branches.routes.ts';
import { registerCampaignExportRoutes } from './routes/campaign-export.routes.ts';
import { registerConsentRoutes } from './routes/consents.routes.ts';
import { registerConsoleSettingsRoutes } from './routes/console-settings.routes.ts';
import { registerConsumerHandoffRoutes } from './routes/consumer-handoff.routes.ts';
import { registerConsumerRoutes } from './routes/consumers.routes.ts';
import { registerCsvTemplateRoutes } from './routes/csv-templates.routes.ts';
import { registerDashboardGuestRoutes } from './routes/dashboard-guest.routes.ts';
import { registerDocsRoutes } from './routes/docs.routes.ts';
import { registerEmbedderBlocklistRoutes } from './routes/embedder-blocklist.routes.ts';
import { registerEmbedderCampaignRoutes } from './routes/embedder-campaigns.routes.ts';
import { registerEmbedderRoutes } from './routes/embedders.routes.ts';
import { registerFairLendingRoutes } from './routes/fair-lending.routes.ts';
import { registerHealthRoutes } from './routes/health.routes.ts';
import { registerHelpChatRoutes } from './routes/help-chat.routes.ts';
import { registerIdverifyRoutes } from './routes/idverify.routes.ts';
import { registerIntegrationRoutes } from './routes/integrations.routes.ts';
import { registerLenderCampaignRoutes } from './routes/lender-campaigns.routes.ts';
import { registerLenderRoutes } from './routes/lenders.routes.ts';
import { registerLoanLeadRoutes } from './routes/loan-leads.routes.ts';
import { registerLogoRoutes } from './routes/logo.routes.ts';
import { registerLookupListRoutes } from './routes/lookup-lists.routes.ts';
import { registerMarketplaceSettingsRoutes } from './routes/marketplace-settings.routes.ts';
import { registerMembershipEligibilityRoutes } from './routes/membership-eligibility.routes.ts';
import { registerNotificationTemplateRoutes } from './routes/notification-templates.routes.ts';
import { registerOfferMetricRoutes } from './routes/offer-metrics.routes.ts';
import { registerOfferTraceRoutes } from './routes/offer-trace.routes.ts';
import { registerOpenerRoutes } from './routes/opener.routes.ts';
import { registerOutboxRoutes } from './routes/outbox.routes.ts';
import { registerPartnerRoutes } from './routes/partner.routes.ts';
import { registerPostbackRoutes } from './routes/postbacks.routes.ts';
import { registerPrequalLeadRoutes } from './routes/prequal-leads.routes.ts';
import { registerProcessingRoutes } from './routes/processing.routes.ts';
import { registerProductDisclosureRoutes } from './routes/product-disclosure.routes.ts';
import { registerProductEligibilityRoutes } from './routes/product-eligibility.routes.ts';
import { registerProductFaqRoutes } from './routes/product-faqs.routes.ts';
import { registerProductRoutes } from './routes/products.routes.ts';
import { registerProjectionRoutes } from './routes/projections.routes.ts';
import { registerRedemptionRoutes } from './routes/redemptions.routes.ts';
import { registerRegistrationRoutes } from './routes/registration.routes.ts';
import { registerReportRoutes } from './routes/reports.routes.ts';
import { registerSessionRoutes } from './routes/session.routes.ts';
import { registerSiteKeyRoutes } from './routes/site-keys.routes.ts';
import { registerStipulationCatalogueRoutes } from './routes/stipulation-catalogue.routes.ts';
import { registerStipulationRoutes } from './routes/stipulations.routes.ts';
import { registerTenantRoutes } from './routes/tenants.routes.ts';
import { registerTestIdentityRoutes } from './routes/test-identities.routes.ts';
import { registerUcCampaignRoutes } from './routes/uc-campaigns.routes.ts';
import { registerUserRoutes } from './routes/users.routes.ts';
import { registerWorkflowRoutes } from './routes/workflows.routes.ts';

export type { AppDeps } from './http/context.ts';

/** Every route group of the api/ contract, in matching order. */
function registerApiRoutes(api: Hono<AppEnv>): void {
  registerHealthRoutes(api);
  registerDocsRoutes(api);
  registerSessionRoutes(api);
  registerConsumerHandoffRoutes(api);
  registerUserRoutes(api);
  registerConsumerRoutes(api);
  registerRedemptionRoutes(api);
  registerStipulationRoutes(api);
  registerIdverifyRoutes(api);
  registerWorkflowRoutes(api);
  registerOpenerRoutes(api);
  registerRegistrationRoutes(api);
  registerBranchRoutes(api);
  registerProductRoutes(api);
  registerIntegrationRoutes(api);
  registerTestIdentityRoutes(api);
  registerConsoleSettingsRoutes(api);
  registerLogoRoutes(api);
  registerMembershipEligibilityRoutes(api);
  registerProductEligibilityRoutes(api);
  registerProductFaqRoutes(api);
  registerNotificationTemplateRoutes(api);

  registerLookupListRoutes(api);
  registerPostbackRoutes(api);
  registerCsvTemplateRoutes(api);
  registerUcCampaignRoutes(api);
  registerCampaignExportRoutes(api);
  registerEmbedderBlocklistRoutes(api);
  registerStipulationCatalogueRoutes(api);
  registerEmbedderRoutes(api);
  registerSiteKeyRoutes(api);
  registerEmbedderCampaignRoutes(api);
  registerLenderCampaignRoutes(api);
  registerProductDisclosureRoutes(api);
  registerAccountRoutes(api);
  registerOutboxRoutes(api);
  registerProcessingRoutes(api);
  registerLenderRoutes(api);
  registerLoanLeadRoutes(api);
  registerOfferMetricRoutes(api);
  registerConsentRoutes(api);
  registerOfferTraceRoutes(api);
  registerFairLendingRoutes(api);
  registerDashboardGuestRoutes(api);
  registerHelpChatRoutes(api);
  registerApiKeyRoutes(api);
  registerPrequalLeadRoutes(api);
  registerPartnerRoutes(api);
  registerReportRoutes(api);
  registerBillingRoutes(api);
  registerMarketplaceSettingsRoutes(api);
  registerAcknowledgementRoutes(api);
  registerProjectionRoutes(api);
  // Registered last: it matches /fi/<id> and /embedder/<id>, which more specific routes may claim first.
  registerTenantRoutes(api);
}

/** A page's errors as Hono answers them by default (the API's own are answered by its envelope). */
const pageErrorHandler =
  (deps: AppDeps): ErrorHandler<AppEnv> =>
  (error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    deps.logger.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.text('Internal Server Error', 500);
  };

/** The /api application alone: every route of the api/ contract, each one handler inside the API envelope. */
export function createApiApp(deps: AppDeps): Hono<AppEnv> {
  const api = createEnvelopedApi(deps);
  registerApiRoutes(api);
  return api;
}

const SPA_MISSING = `<!doctype html><meta charset="utf-8"><title>Offerwell</title>
<h1>The web app is not built</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first).
The API is up under <a href="/api/health">/api</a>.</p>`;

export interface CreateAppOptions {
  /** Extra /api routes behind the same middleware; the benchmarks add their hello-world peer this way. */
  readonly extraApiRoutes?: (api: Hono<AppEnv>) => void;
}

/**
 * The whole server: /api plus the built SPA, with index.html for every other path so client routes work. The two are
 * separate Hono apps and a call goes to one of them by its path, so the pages' steps (which match every path) are
 * never part of an API call (issue 31 item 1).
 */
export function createApp(deps: AppDeps, options: CreateAppOptions = {}): Hono<AppEnv> {
  const api = createApiApp(deps);
  options.extraApiRoutes?.(api);
  const app = new Hono<AppEnv>();
  app.onError(pageErrorHandler(deps));
  app.use(secureHeaders(SECURE_HEADERS));
  // The consumer marketplace opens as a pop-up of an embedder's site and must keep window.opener for its handshake
  // (000 §1, §6); every other page stays isolated.
  app.use('/*', async (c, next) => {
    await next();
    const popup = /^\/(consumer|further)(\/|$)/.test(c.req.path);
    // On the answer's own headers: c.header after the answer exists would re-wrap its body as a stream.
    c.res.headers.set('Cross-Origin-Opener-Policy', popup ? 'unsafe-none' : 'same-origin');
  });
  const distDir = deps.distDir;
  if (distDir && existsSync(path.join(distDir, 'index.html'))) {
    serveBuiltApp(app, distDir);
  } else {
    app.get('/*', (c) => c.html(SPA_MISSING, 503));
  }
  const pageFetch = app.fetch;
  app.fetch = (request, env, executionCtx) =>
    isApiCall(request.url) ? api.fetch(request, env, executionCtx) : pageFetch(request, env, executionCtx);
  return app;
}
