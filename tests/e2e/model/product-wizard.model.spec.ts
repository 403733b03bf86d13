import type { Page } from '@playwright/test';
import { stepLabel, WIZARD_STEP_IDS, type WizardStep } from '../../../domain/catalog/product-wizard.ts';
import { signInToConsole } from '../console-session.ts';
import { DEMO } from '../demo.ts';
import { sql } from '../e2e-db.ts';
import { productWizardCover, WIZARD_SKIPPED } from './product-wizard-model.ts';
import { defineModelTests, type Screen, type ScreenMap } from './run-model.ts';

/*
 * The lender's product wizard's generated browser paths (issue 28 item 2). Each path starts at a new product with
 * Summit CU's new-product draft deleted (the wizard would otherwise resume it). The one path that saves leaves a
 * product of a class no demo product uses (as lender-wizard.spec.ts does), so the demo consumers' offers stay as they
 * are; it runs after the suite (playwright.config.ts LAST).
 */

const RUN = Date.now().toString(36);
const WIZARD = '/lender/console/campaign/upcoming/enrollment/product/new';

/** The steps whose form this path has filled: a revisited step shows the saved draft's values. */
interface Fixture {
  filled: Set<WizardStep>;
}

async function newProduct(page: Page): Promise<Fixture> {
  await sql(
    `delete from product_drafts where product_id is null
       and fi_id = (select id from financial_institutions where code = $1)`,
    [DEMO.lenderAdmin.tenant],
  );
  await signInToConsole(page, 'lender', DEMO.lenderAdmin, 'campaign/upcoming/enrollment/product/new#productDetails');
  return { filled: new Set() };
}

/** What each step needs before Next (the fewest fields the server takes); steps absent need nothing. */
const FILL: Partial<Record<WizardStep, (page: Page) => Promise<void>>> = {
  productDetails: async (page) => {
    await page.getByLabel('Product type').selectOption('New_Auto');
    await page.getByLabel('Product class').fill('Model');
    await page.getByLabel('Product option').selectOption('STANDALONE');
    await page.getByLabel('Name').fill(`Model Auto ${RUN}`);
    await page.getByLabel('Description').fill('A new-car loan from the generated paths');
  },
  configureProducts: async (page) => {
    await page.getByLabel('Repayment frequency').selectOption('MONTHLY');
    await page.getByLabel('Payment calculation').selectOption('AMORTIZED');
  },
  productRules: (page) => page.getByLabel('Product rule').fill('FICO >= 600'),
  tiers: async (page) => {
    await page.getByRole('button', { name: 'Add tier' }).click();
    const tier = page.getByRole('region', { name: 'Tier 1' });
    await tier.getByLabel('Tier rule').fill('FICO >= 600');
    const term = tier.getByRole('group', { name: 'Tier 1 term 1' });
    await term.getByLabel('Term (months)').fill('60');
    await term.getByLabel('APR (%)').fill('5.990');
    await term.getByLabel('Limit ($)').fill('40000');
    await term.getByLabel('Minimum ($)').fill('5000');
  },
  disclosures: async (page) => {
    await page.getByLabel('Disclosure summary').fill('Rates from 5.99% APR.');
    await page.getByLabel('Disclosure title').fill('Truth in lending');
    await page.getByLabel('Disclosure text').fill('APR is the annual percentage rate.');
  },
  redeemLimit: async (page) => {
    await page.getByText('Limit by amount').click();
    await page.getByLabel('Redeem limit amount ($)').fill('250000');
  },
};

const stepOf = (state: string) => state.replace(/^editing\./, '') as WizardStep;
const click = (name: string) => async (page: Page) => page.getByRole('button', { name, exact: true }).click();
const nothing = async () => {};

const stepScreen = (step: WizardStep): Screen<Fixture> => ({
  url: () => new RegExp(`${WIZARD}#${step}$`),
  shows: (page) => page.getByRole('heading', { level: 1, name: `New product: ${stepLabel(step)}`, exact: true }),
});

const screens: ScreenMap<Fixture> = {
  loading: { passing: 'the draft loads as the page opens' },
  ...Object.fromEntries(WIZARD_STEP_IDS.map((step) => [`editing.${step}`, stepScreen(step)])),
  savingStep: { passing: 'busy while the step is saved' },
  savingProduct: { passing: 'busy while the product is saved' },
  // The saved product is no step: the URL keeps the last anchor.
  saved: {
    url: () => new RegExp(`${WIZARD}(#summary)?$`),
    shows: (page) => page.getByText('Product saved: it is offered from the next offer generation.'),
  },
};

defineModelTests<Fixture>({
  title: 'product wizard: generated paths',
  cover: productWizardCover(),
  setup: { browse: newProduct, save: newProduct },
  screens,
  events: {
    'done:loadDraft({"productId":null,"steps":{},"completed":[]})': nothing,
    'wizard.next': async (page, fixture, { from }) => {
      const step = stepOf(from);
      if (!fixture.filled.has(step)) await FILL[step]?.(page);
      fixture.filled.add(step);
      await click('Next')(page);
    },
    'done:saveStep("saved draft")': nothing,
    'wizard.previous': click('Previous'),
    // The step list's link to the step the path goes to.
    'wizard.goto': async (page, _fixture, { to }) => {
      const step = stepOf(to);
      const index = WIZARD_STEP_IDS.indexOf(step) + 1;
      await page
        .getByRole('navigation', { name: 'Product wizard steps' })
        .getByRole('link', { name: new RegExp(`^${index}\\. ${stepLabel(step)}`) })
        .click();
    },
    'wizard.save': click('Save product'),
    'done:saveProduct({"id":"saved"})': nothing,
  },
  skipped: WIZARD_SKIPPED,
});
