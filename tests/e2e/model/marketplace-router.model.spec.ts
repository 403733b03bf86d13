import { type Page, test } from '@playwright/test';
import { OFFER_CATEGORY_LABELS } from '../../../domain/catalog/products.ts';
import type { RoutedConsumer } from '../../../domain/workflow/marketplace-facts.ts';
import type { StepChoice } from '../../../machines/marketplace/marketplace-router-machine.ts';
import { offerCards, signInConsumer } from '../consumer-session.ts';
import { eventKey } from './covering-paths.ts';
import { marketplaceRouterCover, ROUTER_LOADS, ROUTER_SKIPPED } from './marketplace-router-model.ts';
import { endRouterCampaigns, ownConsumer } from './router-consumers.ts';
import { defineModelTests, type ModelEvent, type Screen } from './run-model.ts';

/*
 * The consumer marketplace router's generated browser paths (issue 28 item 2). Each path signs in a copy of its
 * demo consumer made for it alone (router-consumers.ts): what other specs do to the demo consumers and to the
 * lenders' catalogue cannot change where its pages lead.
 */

test.afterAll(endRouterCampaigns);

interface Who {
  income: string;
}

const consumerSetup = (
  scenario: keyof typeof ROUTER_LOADS,
  code: string,
  name: string,
  landsOn: RegExp,
  income = '',
) => {
  return async (page: Page): Promise<Who> => {
    await signInConsumer(page, await ownConsumer(code, ROUTER_LOADS[scenario]), name, landsOn);
    return { income };
  };
};

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });
const screen = (url: RegExp, shows: (page: Page) => ReturnType<Page['getByRole']>): Screen<Who> => ({
  url: () => url,
  shows,
});
const at = (path: string, title: string | RegExp) => screen(new RegExp(`/consumer${path}$`), heading(title));
const PURPOSE = '/marketplace/[a-z-]+/[a-z-]+/[a-z-]+';
const OFFER = '/offers/[0-9a-f-]{36}';
const click = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: true }).click();

/** A link followed inside the app (the address changed in the same tab, as back and forward do): no reload. */
async function follow(page: Page, path: string) {
  await page.evaluate((url) => {
    window.history.pushState(window.history.state, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, `/consumer${path}`);
}

/** What the screen the path is on sends as `workflow.next`: a choice, an offer, a stated fact or its Continue. */
async function next(page: Page, who: Who, from: string, event: ModelEvent) {
  const choice = (event.choice ?? {}) as StepChoice;
  const said = (event.consumer ?? {}) as Partial<RoutedConsumer>;
  const picked = choice.category ? OFFER_CATEGORY_LABELS[choice.category] : (choice.subcategory ?? choice.purpose);
  if (picked) return page.getByRole('button', { name: new RegExp(`^${picked}`) }).click();
  if (event.offerId) return offerCards(page).first().getByRole('button', { name: 'See offer details' }).click();
  if (said.vehicleConfirmed) {
    await page.getByLabel('Year').fill('2019');
    await page.getByLabel('Make').fill('Toyota');
    await page.getByLabel('Model').fill('RAV4');
    return click(page, 'Confirm vehicle');
  }
  if (said.hasIncome) {
    await page.getByLabel('Annual income before taxes (USD)').fill(who.income);
    return click(page, 'Continue');
  }
  if (said.hasPayFrequency) {
    await page.getByLabel('Pay frequency').selectOption('BI_WEEKLY');
    await click(page, 'Continue');
    return click(page, 'Confirm and see offers');
  }
  const button: Record<string, string> = {
    'routing.page_marketplace_splash': 'See my offers',
    'routing.page_marketplace_$productCategory_$productSubcategory_$productPurpose': 'Continue',
    'routing.page_marketplace_$productCategory_$productSubcategory_$productPurpose_overview': 'Get started',
    'routing.page_marketplace_$productCategory_$productSubcategory_$productPurpose_loan': 'See refinance offers',
    'routing.page_offers_$id': 'Get this offer',
  };
  const name = button[from];
  if (!name) throw new Error(`no Continue mapped on ${from}`);
  return click(page, name);
}

const nothing = async () => {};

const cover = marketplaceRouterCover();
/** Each path's first step is its consumer's load, answered by the sign-in of its set-up. */
const loads = Object.fromEntries(
  cover.paths.flatMap((path) => (path.steps[0] ? [[eventKey(path.steps[0].event), nothing]] : [])),
);

defineModelTests<Who>({
  title: 'Consumer marketplace router: generated paths',
  cover,
  setup: {
    // Lee's income as the demo seeds it: stating it again changes no offer.
    lee: consumerSetup('lee', 'DEMO-1004', 'Lee', /\/consumer\/marketplace$/, '64000'),
    smith: consumerSetup('smith', 'DEMO-1002', 'Smith', /\/consumer\/marketplace$/, '45000'),
    johnson: consumerSetup('johnson', 'DEMO-1003', 'Johnson', /\/consumer\/error\//),
    clark: consumerSetup('clark', 'DEMO-1007', 'Clark', /\/consumer\/marketplace\/expired$/),
    rivera: consumerSetup('rivera', 'DEMO-1006', 'Rivera', /\/consumer\/marketplace\/nooffers$/),
  },
  screens: {
    loading: { passing: 'the offers and the consumer load before any page' },
    'routing.page_marketplace': at('/marketplace', 'What are you looking for?'),
    'routing.page_marketplace_splash': at('/marketplace/splash', 'Your pre-approved offers are ready'),
    'routing.page_marketplace_$productCategory': at('/marketplace/[a-z-]+', 'What kind?'),
    'routing.page_marketplace_$productCategory_$productSubcategory': at(
      '/marketplace/[a-z-]+/[a-z-]+',
      'What is it for?',
    ),
    'routing.page_marketplace_$productCategory_$productSubcategory_$productPurpose': at(PURPOSE, / · /),
    'routing.page_marketplace_$productCategory_$productSubcategory_$productPurpose_overview': at(
      `${PURPOSE}/overview`,
      'Refinance your auto loan',
    ),
    'routing.page_marketplace_$productCategory_$productSubcategory_$productPurpose_vehicle': at(
      `${PURPOSE}/vehicle`,
      'Tell us about your vehicle',
    ),
    'routing.page_marketplace_$productCategory_$productSubcategory_$productPurpose_loan': at(
      `${PURPOSE}/loan`,
      'Your current loan',
    ),
    'routing.page_marketplace_$productCategory_$productSubcategory_$productPurpose_nooffers': at(
      `${PURPOSE}/nooffers`,
      'No offers yet',
    ),
    'routing.page_marketplace_$productCategory_income': at(
      '/marketplace/[a-z-]+/income',
      'What is your annual income?',
    ),
    'routing.page_marketplace_$productCategory_pay': at('/marketplace/[a-z-]+/pay', 'How often are you paid?'),
    'routing.page_marketplace_$productCategory_nooffers': at('/marketplace/[a-z-]+/nooffers', 'No offers yet'),
    'routing.page_marketplace_offers': screen(/\/consumer\/marketplace\/offers\?category=/, heading(/ offers$/)),
    'routing.page_offers_$id': screen(new RegExp(`/consumer${OFFER}$`), (page) =>
      page.getByRole('button', { name: 'Get this offer' }),
    ),
    'routing.page_offers_$id_splash': screen(new RegExp(`/consumer${OFFER}/splash$`), (page) =>
      page.getByRole('button', { name: 'Get started' }),
    ),
    'routing.page_marketplace_nooffers': at('/marketplace/nooffers', 'No offers yet'),
    'routing.page_marketplace_expired': at('/marketplace/expired', 'Offers expired'),
    'routing.page_error_$error': at(
      '/error/[A-Z_]+',
      /^(This offer is no longer available|You have an offer in progress)$/,
    ),
    'routing.page_error': at('/error', 'Oops! Something went wrong.'),
  },
  events: {
    ...loads,
    'workflow.next': (page, who, { from, event }) => next(page, who, from, event),
    'workflow.abort': (page) => click(page, '← Back to offers'),
    'marketplace.startOver': (page) =>
      page.getByRole('button', { name: /^(Start over|See my other offers|Try again)$/ }).click(),
    'workflow.route': (page, _who, { event }) => follow(page, String(event.path)),
  },
  skipped: ROUTER_SKIPPED,
  timeout: 90_000,
});
