import { and, asc, eq, sql } from 'drizzle-orm';
import { campaignDayEnd, campaignDayFrom, campaignDayStart } from '../../domain/catalog/campaign-calendar.ts';
import type { LenderLocation } from '../../domain/engine/engine-types.ts';
import { seal } from '../auth/secret-box.ts';
import { generateOffers } from '../offers/generate-offers.ts';
import type { Db } from './pool.ts';
import { insertProductTiers } from './queries/product-tiers.ts';
import {
  bureauAttributes,
  campaignEmbedders,
  consumers,
  fiCampaignEnrollments,
  financialInstitutions,
  loanLeads,
  loans,
  offers,
  productAddOns,
  productDisclosures,
  productFaqs,
  products,
  redemptions,
  stipulationCatalogue,
  stipulations,
  ucCampaigns,
} from './schema/index.ts';
import { DEMO_CONSUMERS } from './seed-consumers.ts';
import { DEMO_PRODUCTS } from './seed-products.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const DEMO_CAMPAIGNS = {
  current: { id: '70000000-0000-4000-8000-000000000001', name: 'Fall 2026 pre-approved offers' },
  expired: { id: '70000000-0000-4000-8000-000000000002', name: 'Spring 2026 pre-approved offers' },
  /** Enrolling now (ENROLLMENT_STARTED): its offers start when the current campaign's end. No consumers yet. */
  next: { id: '70000000-0000-4000-8000-000000000003', name: 'Winter 2027 pre-approved offers' },
} as const;

/**
 * Where each demo lender lends: the credit union in Colorado and, in Wyoming, Laramie County (Cheyenne, its branch
 * there), the others nationally.
 */
const MEMBERSHIP: Readonly<Record<string, { membership: LenderLocation[]; acceptsMla: boolean }>> = {
  'summit-cu': {
    membership: [
      { state: 'CO' },
      { state: 'WY', counties: [{ county: 'Laramie', zipcodes: ['82001', '82007', '82009'] }] },
    ],
    acceptsMla: true,
  },
  'harbor-bank': { membership: [{ state: '*' }], acceptsMla: true },
  'bright-lending': { membership: [{ state: '*' }], acceptsMla: false },
};

const faqsFor = (name: string) => [
  {
    question: `Will checking my ${name} offer affect my credit score?`,
    answer: 'No. Viewing this offer used a soft inquiry. The lender makes a hard inquiry only if you apply.',
  },
  {
    question: 'How long is this offer valid?',
    answer: 'Until the campaign ends (the date shown on the offer), as long as your information stays the same.',
  },
];

const disclosuresFor = (summary: string) => [
  { title: 'Offer terms', body: summary },
  {
    title: 'Prescreen & opt-out notice',
    body: 'This offer is based on information in your credit report indicating that you meet certain criteria. It is not guaranteed if you do not meet our criteria, including providing acceptable property as collateral. You can choose to stop receiving prescreened offers by calling 1-888-567-8688.',
  },
];

/**
 * The admin's stipulation catalogue: the two documents every demo product asks for (listed by each product), and a
 * rule-driven one left INACTIVE so the demo journey stays as it was until an admin turns it on.
 */
export const DEMO_STIPULATIONS = {
  address: { id: '71000000-0000-4000-8000-000000000001', name: 'Utility bill' },
  income: { id: '71000000-0000-4000-8000-000000000002', name: 'Recent pay stub' },
  thinFile: { id: '71000000-0000-4000-8000-000000000003', name: 'Proof of identity' },
} as const;

async function seedStipulationCatalogue(tx: Tx): Promise<void> {
  await tx.insert(stipulationCatalogue).values([
    {
      ...DEMO_STIPULATIONS.address,
      description: 'A recent document showing the address the offer was sent to.',
      allowedDocuments: ['Utility bill', 'Lease agreement', 'Mortgage statement', 'Bank statement'],
    },
    {
      ...DEMO_STIPULATIONS.income,
      description: 'Proof of the income stated in the application.',
      allowedDocuments: ['Recent pay stub', 'W-2', 'Tax return'],
    },
    {
      ...DEMO_STIPULATIONS.thinFile,
      description: 'Consumers with a short credit history confirm who they are.',
      rule: 'OLDEST_TRADE_MONTHS < 24',
      status: 'INACTIVE',
      allowedDocuments: ["Driver's license", 'Passport', 'State ID card'],
    },
  ]);
}

async function seedCatalogue(tx: Tx, lenderIds: Readonly<Record<string, string>>): Promise<void> {
  await seedStipulationCatalogue(tx);
  for (const [code, settings] of Object.entries(MEMBERSHIP)) {
    const lenderId = lenderIds[code];
    if (lenderId) await tx.update(financialInstitutions).set(settings).where(eq(financialInstitutions.id, lenderId));
  }
  for (const product of DEMO_PRODUCTS) {
    const fiId = lenderIds[product.lender];
    if (!fiId) throw new Error(`Demo product ${product.name}: unknown lender ${product.lender}`);
    await tx.insert(products).values({
      id: product.id,
      fiId,
      name: product.name,
      category: product.category,
      productType: product.productType,
      productClass: product.productClass,
      types: product.types ?? [],
      repaymentFrequency: product.repaymentFrequency ?? 'MONTHLY',
      paymentCalculation: product.paymentCalculation ?? null,
      rule: product.rule ?? null,
      disclosureSummary: product.disclosureSummary,
      redeemLimitCount: product.redeemLimitCount ?? null,
      redirectUrl: product.redirectUrl ?? null,
      eligibility: product.eligibility ?? null,
      // Offered in the demo's current campaign, whose offers are activated (productValidation: ACTIVE).
      validationStatus: 'ACTIVE',
    });
    await insertProductTiers(
      tx,
      product.id,
      product.tiers.map((tier) => ({
        tier: { name: tier.name, tierType: tier.type, rule: tier.rule },
        terms: tier.terms.map((term) => ({ ...term, apy: term.apy ?? null, promotion: term.promotion ?? null })),
      })),
    );
    await tx
      .insert(productFaqs)
      .values(faqsFor(product.name).map((faq, position) => ({ ...faq, position, productId: product.id })));
    await tx
      .insert(productDisclosures)
      .values(
        disclosuresFor(product.disclosureSummary).map((d, position) => ({ ...d, position, productId: product.id })),
      );
    const addOns = addOnsFor(product.productType);
    if (addOns.length) await tx.insert(productAddOns).values(addOns.map((a) => ({ ...a, productId: product.id })));
    await tx.insert(stipulations).values([
      { productId: product.id, category: 'address', name: 'Utility bill', catalogueId: DEMO_STIPULATIONS.address.id },
      {
        productId: product.id,
        category: 'income',
        name: 'Recent pay stub',
        catalogueId: DEMO_STIPULATIONS.income.id,
      },
    ]);
  }
}

/** Demo add-ons: a lender offering a vehicle loan also offers a card alongside it (redeem type ADD_ON). */
const addOnsFor = (productType: string): { name: string; productType: string }[] =>
  ['New_Auto', 'Used_Auto', 'Auto_Refi'].includes(productType)
    ? [{ name: 'Cash Back Card with your auto loan', productType: 'Unsecured_Credit_Card' }]
    : [];

/**
 * The demo campaign: catalogue, campaigns, consumers with sealed PII, their bureau attributes and loans; then the
 * offer engine generates every offer. One consumer states and confirms a low income afterwards, and re-evaluation
 * redacts the offer whose rule it now fails.
 */
/**
 * A seeded period of whole campaign days, as a UI-made one is stored (decision 0536): from the day `first` days
 * after today's to the end of the day `last` days after it.
 */
const period = <S extends string, E extends string>(now: Date, start: S, first: number, end: E, last: number) =>
  ({
    [start]: campaignDayStart(campaignDayFrom(now, first)),
    [end]: campaignDayEnd(campaignDayFrom(now, last)),
  }) as Record<S | E, Date>;

export async function seedDemoCampaign(
  tx: Tx,
  options: { encryptionKey: Buffer; lenderIds: Readonly<Record<string, string>>; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  await seedCatalogue(tx, options.lenderIds);
  await tx.insert(ucCampaigns).values([
    {
      ...DEMO_CAMPAIGNS.current,
      status: 'OFFERS_ACTIVATED',
      ...period(now, 'startsAt', -1, 'expiresAt', 59),
    },
    {
      ...DEMO_CAMPAIGNS.expired,
      status: 'DONE',
      ...period(now, 'startsAt', -150, 'expiresAt', -61),
    },
    {
      ...DEMO_CAMPAIGNS.next,
      status: 'ENROLLMENT_STARTED',
      ...period(now, 'enrollmentStartsAt', -2, 'enrollmentEndsAt', 29),
      ...period(now, 'startsAt', 60, 'expiresAt', 149),
    },
  ]);
  // Every demo lender took part in the current and the expired campaign; the next one is theirs to enroll in.
  await tx.insert(fiCampaignEnrollments).values(
    [DEMO_CAMPAIGNS.current, DEMO_CAMPAIGNS.expired].flatMap((campaign) =>
      Object.values(options.lenderIds).map((fiId) => ({
        fiId,
        ucCampaignId: campaign.id,
        status: 'ENROLLED' as const,
        sourceType: 'PREVCAMPAIGN',
        dataFileStatus: 'COMPLETE',
      })),
    ),
  );
  for (const consumer of DEMO_CONSUMERS) {
    const { state, county, zipcode, ...sealed } = consumer.pii;
    await tx.insert(consumers).values({
      id: consumer.id,
      accessCode: consumer.accessCode,
      firstName: consumer.firstName,
      lastName: consumer.lastName,
      pendingRedemptionId: consumer.pendingRedemptionId,
      workflowState: ['OFFERS_GENERATED', ...(consumer.pendingRedemptionId ? ['PENDING_DOCUMENTS'] : [])],
      campaignId: DEMO_CAMPAIGNS[consumer.campaign].id,
      pii: seal(options.encryptionKey, JSON.stringify({ ...sealed, county, state, zipcode })),
      annualIncome: consumer.annualIncome ?? null,
      payFrequency: consumer.payFrequency ?? null,
    });
    await tx.insert(bureauAttributes).values({
      consumerId: consumer.id,
      campaignId: DEMO_CAMPAIGNS[consumer.campaign].id,
      attributes: consumer.attributes,
      state,
      county,
      zipcode,
    });
    if (consumer.loans?.length)
      await tx.insert(loans).values(consumer.loans.map((loan) => ({ ...loan, consumerId: consumer.id })));
  }
  await generateOffers(tx, DEMO_CAMPAIGNS.current.id);
  await generateOffers(tx, DEMO_CAMPAIGNS.expired.id);
  for (const consumer of DEMO_CONSUMERS.filter((c) => c.statedLater)) {
    await tx
      .update(consumers)
      .set({ ...consumer.statedLater, incomeConfirmed: true })
      .where(eq(consumers.id, consumer.id));
    await generateOffers(tx, DEMO_CAMPAIGNS[consumer.campaign].id, [consumer.id]);
  }
  for (const consumer of DEMO_CONSUMERS) {
    if (consumer.pendingRedemptionId) await seedPendingRedemption(tx, consumer.id, consumer.pendingRedemptionId);
  }
}

/** The demo embedder took part in the current and the expired campaign (it enrolls in the next one itself). */
export async function seedCampaignEnrollments(tx: Tx, embedderId: string): Promise<void> {
  await tx
    .insert(campaignEmbedders)
    .values(
      [DEMO_CAMPAIGNS.current, DEMO_CAMPAIGNS.expired].map((campaign) => ({ campaignId: campaign.id, embedderId })),
    );
}

/**
 * A redemption waiting for documents, made the way "upload later" makes one: the consumer's first eligible offer
 * with requested documents, reserved at its smallest amount (inventory taken, loan lead written), so the redeem
 * journey's resume and replace have a real one to work on.
 */
async function seedPendingRedemption(tx: Tx, consumerId: string, redemptionId: string): Promise<void> {
  const [offer] = await tx
    .select({ id: offers.id, productId: offers.productId, terms: offers.terms, fiId: products.fiId })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .where(and(eq(offers.consumerId, consumerId), eq(offers.status, 'ELIGIBLE')))
    .orderBy(asc(products.name))
    .limit(1);
  const term = offer?.terms[0];
  if (!offer || !term) return;
  await tx.insert(redemptions).values({
    id: redemptionId,
    consumerId,
    offerId: offer.id,
    productId: offer.productId,
    status: 'PENDING_DOCUMENTS',
    amount: term.minimum,
    term: term.term > 0 ? term.term : null,
  });
  await tx.insert(loanLeads).values({ redemptionId, fiId: offer.fiId, consumerId });
  await tx
    .update(products)
    .set({
      redeemedCount: sql`${products.redeemedCount} + 1`,
      redeemedAmount: sql`${products.redeemedAmount} + ${term.minimum}::numeric`,
    })
    .where(eq(products.id, offer.productId));
}
