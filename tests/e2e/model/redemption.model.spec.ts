import type { Page } from '@playwright/test';
import { signInConsumer } from '../consumer-session.ts';
import { sql } from '../e2e-db.ts';
import { enterPasscode, offerIdOf, passcodeFor, uploadDocuments, verifyByPasscode } from '../redeem-journey.ts';
import { REDEMPTION_SKIPPED, redemptionCover } from './redemption-model.ts';
import { defineModelTests, type Screen } from './run-model.ts';

/*
 * The redeem journey's generated browser paths (issue 28 item 2, docs/statecharts-paths.md). Each path starts from a
 * fresh journey: the scenario's consumer is reset (redemptions cancelled, journey, identity and scan sessions and
 * passcode mails deleted). This spec runs after the suite (playwright.config.ts LAST): the consumers are the redeem
 * specs' own, and resetting them while those run would pull the ground from under them.
 */

interface Journey {
  base: string;
  email: string;
}

const CONSUMERS = {
  walker: { accessCode: 'DEMO-1010', lastName: 'Walker', offer: 'New Auto Loan' },
  allen: { accessCode: 'DEMO-1013', lastName: 'Allen', offer: 'New Auto Loan' },
  hill: { accessCode: 'DEMO-1022', lastName: 'Hill', offer: 'New Auto Loan' },
  scott: { accessCode: 'DEMO-1016', lastName: 'Scott', offer: 'Debt Consolidation Loan' },
} as const;

async function freshJourney(page: Page, who: keyof typeof CONSUMERS): Promise<Journey> {
  const { accessCode, lastName, offer } = CONSUMERS[who];
  const [consumer] = await sql<{ id: string; email: string }>(
    `select id, lower(first_name || '.' || last_name || '@example.com') as email from consumers where access_code = $1`,
    [accessCode],
  );
  const id = consumer?.id ?? '';
  await sql(`update redemptions set status = 'CANCELLED' where consumer_id = $1 and status <> 'CANCELLED'`, [id]);
  // As the server's clearPendingDocuments does: the marketplace is open again.
  await sql(
    `update consumers set pending_redemption_id = null,
       workflow_state = array_remove(workflow_state, 'PENDING_DOCUMENTS') where id = $1`,
    [id],
  );
  for (const table of ['redeem_journeys', 'identity_sessions', 'document_sessions', 'stipulation_documents'])
    await sql(`delete from ${table} where consumer_id = $1`, [id]);
  await sql(`delete from mail_outbox where "to" = $1`, [consumer?.email]);
  await page.route('https://bright-lending.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<html lang="en"><title>Bright Lending</title><h1>Apply</h1></html>',
    }),
  );
  // The offer first, on a new connection: after the sign-in's page load the request context's kept-alive socket
  // may be one the server has just closed (a run saw ECONNRESET there).
  const offerId = await offerIdOf(page, accessCode, lastName, offer);
  await signInConsumer(page, accessCode, lastName);
  await page.goto(`/consumer/offers/${offerId}`);
  await page.getByRole('button', { name: 'Get this offer' }).click();
  return { base: `/consumer/offers/${offerId}`, email: consumer?.email ?? '' };
}

const step = (route: string, heading: string | RegExp): Screen<Journey> => ({
  url: ({ base }) => new RegExp(`${base}/${route}$`),
  shows: (page) => page.getByRole('heading', { level: 1, name: heading }),
});
const passing = (why: string) => ({ passing: why });
const click = (name: string) => async (page: Page) => page.getByRole('button', { name, exact: true }).click();

const NEXT: Record<string, string> = {
  steps: 'Continue',
  address: 'Yes, continue',
  application: 'Continue',
  redeemed: 'See my certificate',
};

/** Three wrong codes (PASSCODE_MAX_ATTEMPTS): the passcode machine ends with maxRetries. */
async function exhaustPasscode(page: Page, { email }: Journey) {
  await page.getByRole('button', { name: 'Send me a passcode' }).click();
  const code = await passcodeFor(page, email);
  const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
  for (let attempt = 0; attempt < 3; attempt++) await enterPasscode(page, wrong);
}

defineModelTests<Journey>({
  title: 'redeem journey: generated paths',
  cover: redemptionCover(),
  setup: {
    walker: (page) => freshJourney(page, 'walker'),
    allen: (page) => freshJourney(page, 'allen'),
    hill: (page) => freshJourney(page, 'hill'),
    scott: (page) => freshJourney(page, 'scott'),
  },
  screens: {
    splash: {
      url: ({ base }) => new RegExp(`${base}/splash$`),
      shows: (p) => p.getByRole('button', { name: 'Get started' }),
    },
    steps: step('steps', 'How it works'),
    address: step('address', 'Is this your address?'),
    application: step('application', 'Your application'),
    savingApplication: passing('busy while the application is kept'),
    idverify: step('idverify', 'Verify your identity'),
    identityFailed: step('idverify', "We couldn't verify your identity"),
    'documentverify.starting': passing('busy while the scan session starts'),
    'documentverify.scanning': step('documentverify', "Scan your driver's licence"),
    'documentprocessing.polling': passing('the sandbox may answer before the screen is seen'),
    'documentprocessing.failed': {
      url: ({ base }) => new RegExp(`${base}/documentprocessing/failed$`),
      shows: (page) => page.getByText(/attempts? left\.|the lender will follow up/),
    },
    'documentprocessing.attemptsExceeded': step('documentprocessing/attempts-exceeded', 'Too many attempts'),
    loadingStipulations: passing('busy while the requested documents load'),
    'stips.uploading': step('stips', 'Upload your documents'),
    'stips.sendingUploadLink': passing('busy while the link is sent'),
    'stips.uploadLinkSent': {
      url: () => /\/consumer\/offers\/pending\/secure$/,
      shows: (page) => page.getByRole('heading', { level: 1, name: "We've sent you a link" }),
    },
    'redeem.review': step('redeem', 'Review and redeem'),
    'redeem.submitting': passing('busy while the offer is redeemed'),
    redeemed: step('redeemed', 'Your offer is redeemed'),
    certificate: step('certificate', 'Your certificate'),
    redirecting: passing('busy while the lender address is fetched'),
    redirected: {
      url: () => /^https:\/\/bright-lending\.example\/apply\?lead=[0-9a-f-]{36}$/,
      shows: (page) => page.getByRole('heading', { name: 'Apply' }),
    },
  },
  events: {
    'redeem.start': click('Get started'),
    'redeem.next': async (page, _journey, { from }) => click(NEXT[from] ?? 'Continue')(page),
    'redeem.back': click('Back'),
    'redeem.retry': click('Scan again'),
    'redeem.confirm': click('Redeem offer'),
    'route:#redemptionSteps.splash': async (page, { base }) => void (await page.goto(`${base}/splash`)),
    'route:#redemptionSteps.application': async (page, { base }) => void (await page.goto(`${base}/application`)),
    'done:passcode({"outcome":"passed","message":null})': (page, { email }) => verifyByPasscode(page, email),
    'done:passcode({"outcome":"maxRetries","message":"max"})': exhaustPasscode,
    'document.submitted': async (page) => {
      await click('Capture the front')(page);
      await click('Capture the back')(page);
      await click('Submit scan')(page);
    },
    'stips.uploadLater': click('Upload later'),
    'done:stipulationUpload({"documents":[]})': (page) => uploadDocuments(page),
    // The server's answers: the scenario's consumer and offer give them; nothing to do in the page.
    'done:saveApplication({})': async () => {},
    'done:startDocumentVerification({"sessionId":"scan"})': async () => {},
    'done:documentPolling({"kind":"done","status":"passed"})': async () => {},
    'done:documentPolling({"kind":"done","status":"failed"})': async () => {},
    'done:documentPolling({"kind":"done","status":"already_submitted"})': async () => {},
    'done:fetchStipulations([{"id":"stip","name":"Document"}])': async () => {},
    'done:sendUploadLink({})': async () => {},
    'done:redeemOffer({"redirect":false})': async () => {},
    'done:redeemOffer({"redirect":true})': async () => {},
    'done:redirectToLender({})': async () => {},
  },
  skipped: REDEMPTION_SKIPPED,
});
