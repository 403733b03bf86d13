import { existsSync } from 'node:fs';
import path from 'node:path';
import { type ErrorHandler, Hono, type MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from './http/api-error.ts';
import { answerHeader, isComplete } from './http/complete-answer.ts';
import { compressAnswers } from './http/compress-answers.ts';
import { API_POLICY, SECURE_HEADERS } from './http/content-security.ts';
import type { AppContext, AppDeps, AppEnv } from './http/context.ts';
import { jsonAnswer } from './http/register.ts';
import { RememberedRouter } from './http/remembered-router.ts';
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
import { GUEST_DASHBOARD_ROUTE, registerDashboardGuestRoutes } from './routes/dashboard-guest.routes.ts';
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

const settled = async () => {};

/**
 * A middleware that only works after the route (no step before `next`), run on every answer but those born complete
 * (server/http/complete-answer.ts), whose headers it would otherwise turn back into a web `Headers`.
 */
const afterUnlessComplete =
  (middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    if (!isComplete(c.res)) await middleware(c, settled);
  };

/**
 * Every request's envelope: the deps in the context, a request log line, the headers an API answer carries unless
 * its route set its own, gzip for answers that are worth it, and the secure headers every answer carries. One layer,
 * not one per step: each layer of Hono's composition costs a call and a promise on every request (issue 31 item 1).
 */
const apiEnvelope = (deps: AppDeps): MiddlewareHandler<AppEnv> => {
  // Answers in a compressible type (JSON, CSV…) go gzip-encoded to a client that accepts it: a consumer's offers
  // answer is ~20 KB of JSON, ~3 KB compressed, on the marketplace's first screen's path (issue 17 item 21). Small
  // answers go as they are (decision 0560).
  const compress = compressAnswers();
  // overwrite: false, so the API's own policy (and the reference page's) stay as they are. secureHeaders sets its
  // headers after the route only (no nonce), so it can run as an after-step.
  const secure = secureHeaders(SECURE_HEADERS);
  return async (c, next) => {
    c.set('deps', deps);
    // The request line is built only when it is written (not at LOG_LEVEL warn and above).
    const started = deps.logger.isLevelEnabled('info') ? performance.now() : undefined;
    await next();
    if (!isComplete(c.res)) {
      // API answers are one user's unless a route says otherwise: nothing is stored by the browser or a proxy (a
      // cached error of one consumer was served to the next one signing in on the same browser).
      if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
      if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', API_POLICY);
      await compress(c, settled);
      await secure(c, settled);
    }
    if (started === undefined) return;
    deps.logger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  };
};

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

/** The error code of one of Hono's own client errors (e.g. a body over the limit), by its status. */
function httpExceptionCode(status: ContentfulStatusCode): string {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  return status < 500 ? 'VALIDATION_FAILED' : 'INTERNAL_ERROR';
}

/** Errors as the api/ contract's body { code, message }: ours as thrown, Hono's with their status, the rest a 500. */
function apiError(deps: AppDeps, error: Error, c: AppContext): Response {
  // A body refused unread is drained for at most 500 ms and then the socket is closed (@hono/node-server): say so,
  // so a keep-alive client opens a new connection instead of losing its next request (issue 30 item 11).
  if (error instanceof ApiError && error.status === 413) answerHeader(c, 'Connection', 'close');
  if (error instanceof ApiError) return jsonAnswer(c, error.toBody(), error.status);
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return jsonAnswer(c, { code: httpExceptionCode(status), message: error.message || 'Request refused' }, status);
  }
  deps.logger.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
  return jsonAnswer(c, { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' }, 500);
}

/**
 * The whole app's error handler: the API's errors as its contract says, a page's as Hono answers them by default. It
 * sits on the whole app, not on /api's own: Hono wraps every handler of a sub-app with an error handler of its own in
 * one more composition per call, three of them on every API request (issue 31 item 1).
 */
const appErrorHandler =
  (deps: AppDeps): ErrorHandler<AppEnv> =>
  (error, c) => {
    if (c.req.path.startsWith('/api/')) return apiError(deps, error, c);
    if (error instanceof HTTPException) return error.getResponse();
    deps.logger.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.text('Internal Server Error', 500);
  };

/** The /api application alone: every route of the api/ contract; its errors are answered by the app's handler. */
export function createApiApp(deps: AppDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use(apiEnvelope(deps));
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

/** The whole server: /api plus the built SPA, with index.html for every other path so client routes work. */
export function createApp(deps: AppDeps, options: CreateAppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ router: new RememberedRouter() });
  // The guest dashboard (decision 0673) is framed by the embedder's sites, which its own frame-ancestors names: the
  // blanket X-Frame-Options SAMEORIGIN set below would refuse every one of them. Registered first, so it runs last.
  app.use(`/api${GUEST_DASHBOARD_ROUTE}`, async (c, next) => {
    await next();
    c.res.headers.delete('X-Frame-Options');
  });
  const api = createApiApp(deps);
  options.extraApiRoutes?.(api);
  app.route('/api', api);
  app.onError(appErrorHandler(deps));
  // Pages and answers of no API route: registered after the API's routes, which answer without going on, so an API
  // call passes one layer fewer (the envelope sets the same headers on its answers).
  app.use(afterUnlessComplete(secureHeaders(SECURE_HEADERS)));
  app.all('/api/*', (c) => c.json({ code: 'NOT_FOUND', message: `No API route ${c.req.method} ${c.req.path}` }, 404));
  // Pages only (API answers are not documents): the consumer marketplace opens as a pop-up of an embedder's site
  // and must keep window.opener for its handshake (000 §1, §6); every other page stays isolated.
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
  return app;
}
