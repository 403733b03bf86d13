import type { Executor } from './pool.ts';
import { financialInstitutions } from './schema/index.ts';

type Profile = Partial<typeof financialInstitutions.$inferInsert>;

/** The 002 §3 profile of each demo lender (by its code), so the admin's lender pages show every field filled. */
export const DEMO_LENDER_PROFILES: Readonly<Record<string, Profile>> = {
  'summit-cu': {
    einNumber: '84-1234567',
    phone: '303-555-0100',
    creditBureau: 'TRANSUNION',
    profileDescription: 'A member-owned credit union serving the Front Range since 1952.',
    yearEstablished: 1952,
    primaryColor: '#1d4ed8',
    documentImageEmails: ['documents@summit-cu.example'],
    loanLeadEmails: ['leads@summit-cu.example', 'lending@summit-cu.example'],
    paymentCustomerId: 'cus_summit001',
    pricingModel: 'STANDARD_FLAT',
    autoEnroll: true,
    localPriority: true,
    acceptsMla: true,
  },
  'harbor-bank': {
    einNumber: '36-7654321',
    phone: '312-555-0142',
    creditBureau: 'EXPERIAN',
    profileDescription: 'A regional bank with branches in Chicago, Austin and Denver.',
    yearEstablished: 1988,
    primaryColor: '#0f766e',
    documentImageEmails: ['docs@harbor-bank.example'],
    loanLeadEmails: ['leads@harbor-bank.example'],
    paymentCustomerId: 'cus_harbor002',
    pricingModel: 'VOLUME_TIER_BASED',
    nationalPresence: true,
  },
  'bright-lending': {
    einNumber: '47-2468101',
    phone: '415-555-0199',
    creditBureau: 'TRANSUNION',
    profileDescription: 'An online lender of personal and short-term loans.',
    yearEstablished: 2014,
    primaryColor: '#c2410c',
    loanLeadEmails: ['leads@bright-lending.example'],
    paymentCustomerId: 'cus_bright003',
    pricingModel: 'VOLUME_PRODUCT_BASED',
  },
  'peak-fcu': {
    einNumber: '84-7654321',
    phone: '719-555-0123',
    creditBureau: 'EXPERIAN',
    profileDescription: 'A federal credit union in Colorado Springs.',
    yearEstablished: 1967,
    primaryColor: '#7c3aed',
    documentImageEmails: ['documents@peak-fcu.example'],
    loanLeadEmails: ['leads@peak-fcu.example'],
    paymentCustomerId: 'cus_peak004',
    pricingModel: 'DISCOUNTED_FLAT',
  },
};

/** Two lenders not yet onboarded: the admin's Prospects tab (one is promoted by the browser test's own prospect). */
export const DEMO_PROSPECTS = [
  {
    code: 'lakeside-cu',
    name: 'Lakeside Credit Union',
    type: 'CREDIT_UNION',
    insuranceCoverage: 'ASI',
    websiteUrl: 'https://lakeside-cu.example',
    description: 'Lakeside Credit Union: prospect',
    phone: '608-555-0110',
    pricingModel: 'STANDARD_FLAT',
  },
  {
    code: 'prairie-bank',
    name: 'Prairie State Bank',
    type: 'BANK',
    insuranceCoverage: 'FDIC',
    websiteUrl: 'https://prairie-bank.example',
    description: 'Prairie State Bank: prospect',
    phone: '515-555-0177',
  },
] as const satisfies readonly Profile[];

/** Inserts the prospects after the demo lenders (their fiIds follow the lenders'). */
export async function seedProspects(tx: Executor): Promise<void> {
  await tx
    .insert(financialInstitutions)
    .values(DEMO_PROSPECTS.map((prospect) => ({ ...prospect, onboardingStatus: 'PROSPECT' as const })))
    .onConflictDoNothing();
}
