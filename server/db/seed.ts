import { eq, sql } from 'drizzle-orm';
import { type EmbedderTheme, themeCss } from '../../domain/catalog/embedder-theme.ts';
import { LENDER_PERMISSION_GROUPS, type RoleName } from '../../domain/permissions.ts';
import { hashPassword, PasswordRejectedError, passwordProblems } from '../auth/passwords.ts';
import { seal } from '../auth/secret-box.ts';
import type { Db, Executor } from './pool.ts';
import { appMeta, consoleUsers, consumers, embedders, fiBranches, financialInstitutions } from './schema/index.ts';
import { seedDemoApiKey } from './seed-api-keys.ts';
import { seedCampaignEnrollments, seedDemoCampaign } from './seed-campaign.ts';
import { seedCensusTracts } from './seed-census-tracts.ts';
import { seedLenderIntegrations } from './seed-lender-integrations.ts';
import { seedLenderLookups } from './seed-lender-lookups.ts';
import { DEMO_LENDER_PROFILES, seedProspects } from './seed-lender-profiles.ts';
import { seedNotificationTemplates } from './seed-notification-templates.ts';

/** One password for every demo account; it passes the password rules (checked when hashing). */
export const DEMO_PASSWORD = 'Offerwell-Demo-2025!';
/** Fixed so the printed secret and `npm run totp` keep working across restarts; demo data only. */
export const DEMO_ADMIN_TOTP_SECRET = 'OFFERWELLDEMOADMINTOTPSECRETKEYA';

export const DEMO_LENDERS = [
  {
    id: '10000000-0000-4000-8000-000000000001',
    code: 'summit-cu',
    /** Its fiId: the number the identity column gives it on the seed's first insert (checked there). */
    number: 1,
    prefix: 'cu',
    name: 'Summit Credit Union',
    type: 'CREDIT_UNION',
    insuranceCoverage: 'NCUA',
    description: 'A member-owned credit union serving mountain communities since 1952, with 14 branches.',
  },
  {
    id: '10000000-0000-4000-8000-000000000002',
    code: 'harbor-bank',
    number: 2,
    prefix: 'bank',
    name: 'Harbor Bank',
    type: 'BANK',
    insuranceCoverage: 'FDIC',
    description: 'A community bank for homeowners and families along the coast, lending locally for 60 years.',
  },
  {
    id: '10000000-0000-4000-8000-000000000003',
    code: 'bright-lending',
    number: 3,
    prefix: 'nbfi',
    name: 'Bright Lending',
    type: 'NBFI',
    insuranceCoverage: 'NO_COVERAGE',
    description: 'An online lender offering fast personal and short-term loans, with decisions in minutes.',
  },
  /**
   * A lender in no campaign, with no products and an empty General Setup: the browser tests change its setup
   * (branches, eligibility, lists) while consumer tests run beside them on the three lenders above.
   */
  {
    id: '10000000-0000-4000-8000-000000000004',
    code: 'peak-fcu',
    number: 4,
    prefix: 'peak',
    name: 'Peak Federal Credit Union',
    type: 'CREDIT_UNION',
    insuranceCoverage: 'NCUA',
    description: 'A federal credit union open to anyone who lives or works in the county.',
  },
] as const;

/** Branches for the distance on offer cards: the credit union in Colorado, the bank in three cities; the
 * non-bank lender is online only (no distance shown). */
function branch(
  lender: 0 | 1,
  name: string,
  losBranchReferenceId: string,
  address: string,
  city: string,
  state: string,
  zipcode: string,
) {
  return { fiId: DEMO_LENDERS[lender].id, name, losBranchReferenceId, address, city, state, zipcode };
}

const DEMO_BRANCHES = [
  branch(0, 'Summit CU Denver', 'SCU-001', '1600 Champa St', 'Denver', 'CO', '80202'),
  branch(0, 'Summit CU Boulder', 'SCU-002', '1900 Pearl St', 'Boulder', 'CO', '80302'),
  branch(0, 'Summit CU Cheyenne', 'SCU-003', '200 W 17th St', 'Cheyenne', 'WY', '82001'),
  branch(1, 'Harbor Bank Chicago', 'HB-100', '233 S Wacker Dr', 'Chicago', 'IL', '60601'),
  branch(1, 'Harbor Bank Austin', 'HB-200', '500 W 2nd St', 'Austin', 'TX', '78701'),
  branch(1, 'Harbor Bank Denver Tech Center', 'HB-300', '8000 E Belleview Ave', 'Denver', 'CO', '80237'),
];

/** Acme Auto's colours: a dealership navy with an amber accent (every pair passes WCAG AA). */
const ACME_THEME: EmbedderTheme = {
  primary: '#1D3C78',
  onPrimary: '#FFFFFF',
  accent: '#8A4B08',
  canvas: '#F5F7FB',
  surface: '#FFFFFF',
  text: '#0F172A',
};

/** The demo embedder's number (embedderId), given on the seed's first insert. */
export const DEMO_EMBEDDER_NUMBER = 1;

export const DEMO_EMBEDDER = {
  id: '20000000-0000-4000-8000-000000000001',
  code: 'acme-auto',
  name: 'Acme Auto Market',
  // The site that opens the consumer marketplace as a pop-up: its origin is allowed to answer the opener handshake.
  customDomain: 'offers.acme-auto.example',
  reportsDashboardId: '5f0c2d8e-7a41-4b7e-9a3c-1d2e3f4a5b6c',
  logoUrl: 'https://offers.acme-auto.example/logo.svg',
  faviconUrl: 'https://offers.acme-auto.example/favicon.ico',
  exitRedirectUrl: 'https://www.acme-auto.example/inventory',
  exitButtonLabel: 'Back to Acme Auto',
  prioritizeLocalLenderOffers: true,
  theme: ACME_THEME,
  themeCss: themeCss(ACME_THEME),
  campaignSettings: {
    autoEnroll: true,
    sftpFolder: 'acme-auto/inbound',
    pgpEncrypted: true,
    prequalLeadsEnabled: true,
  },
};

/** Short username suffix per lender permission group: cu-admin, cu-readonly, cu-analyst, cu-ack, cu-template. */
const GROUP_SUFFIX: Record<(typeof LENDER_PERMISSION_GROUPS)[number], string> = {
  Admin: 'admin',
  'Read-only': 'readonly',
  LoanLeadAnalyst: 'analyst',
  CampaignAcknowledgement: 'ack',
  ProductTemplate: 'template',
};

export interface DemoUser {
  id: string;
  realm: 'super' | 'fi' | 'embedder';
  tenantId: string | null;
  /** The tenant's positive number: what the session's tenantId and /fi/{fiId} paths carry. */
  tenantNumber: number | null;
  tenantCode: string | null;
  tenantName: string | null;
  username: string;
  roles: RoleName[];
  mfa: boolean;
}

/** People's names for the demo accounts, so screens and mail greetings read as they would for a real user. */
const PERSON_NAMES: readonly (readonly [string, string])[] = [
  ['Alex', 'Morgan'],
  ['Dana', 'Reyes'],
  ['Priya', 'Shah'],
  ['Marcus', 'Bell'],
  ['Elena', 'Costa'],
  ['Tom', 'Walsh'],
  ['Grace', 'Kim'],
  ['Omar', 'Haddad'],
  ['Lena', 'Fischer'],
  ['Sam', 'Ortiz'],
  ['Nina', 'Park'],
];
const personName = (index: number) => PERSON_NAMES[index % PERSON_NAMES.length] as readonly [string, string];

export const DEMO_USERS: readonly DemoUser[] = [
  {
    id: '30000000-0000-4000-8000-000000000001',
    realm: 'super',
    tenantId: null,
    tenantNumber: null,
    tenantCode: null,
    tenantName: null,
    username: 'admin',
    roles: ['SuperAdmin'],
    mfa: true,
  },
  ...DEMO_LENDERS.flatMap((lender, lenderIndex) =>
    LENDER_PERMISSION_GROUPS.map(
      (group, groupIndex): DemoUser => ({
        id: `30000000-0000-4000-8000-000000000${lenderIndex + 1}${groupIndex + 1}0`,
        realm: 'fi',
        tenantId: lender.id,
        tenantNumber: lender.number,
        tenantCode: lender.code,
        tenantName: lender.name,
        username: `${lender.prefix}-${GROUP_SUFFIX[group]}`,
        roles: [group],
        mfa: false,
      }),
    ),
  ),
  // Accounts whose password the account e2e spec changes (tests/e2e/account.spec.ts), so no other spec's sign-in
  // depends on them: cu-profile edits its profile and changes its password, cu-reset goes through the mailed reset.
  ...(['cu-profile', 'cu-reset'] as const).map(
    (username, index): DemoUser => ({
      id: `30000000-0000-4000-8000-0000000001${index + 6}0`,
      realm: 'fi',
      tenantId: DEMO_LENDERS[0].id,
      tenantNumber: DEMO_LENDERS[0].number,
      tenantCode: DEMO_LENDERS[0].code,
      tenantName: DEMO_LENDERS[0].name,
      username,
      roles: ['Admin'],
      mfa: false,
    }),
  ),
  {
    id: '30000000-0000-4000-8000-000000000900',
    realm: 'embedder',
    tenantId: DEMO_EMBEDDER.id,
    tenantNumber: DEMO_EMBEDDER_NUMBER,
    tenantCode: DEMO_EMBEDDER.code,
    tenantName: DEMO_EMBEDDER.name,
    username: 'embedder-admin',
    roles: ['EmbedderAdmin'],
    mfa: false,
  },
];

export { DEMO_API_KEY } from './seed-api-keys.ts';
export { DEMO_CONSUMERS } from './seed-consumers.ts';

const SEED_KEY = 'demo_seeded';

/**
 * Identity numbers are not transactional: a first start killed while seeding consumed 1…N though its rows were
 * rolled back, and the demo must still get fiId 1…4 and embedder 1. Restart them while the tables are empty.
 */
async function restartDemoNumbers(tx: Executor): Promise<void> {
  for (const table of ['financial_institutions', 'embedders']) {
    const rows = await tx.execute(sql`select 1 from ${sql.identifier(table)} limit 1`);
    if (rows.rows.length === 0)
      await tx.execute(sql`alter table ${sql.identifier(table)} alter column number restart with 1`);
  }
}

/** The demo lenders, each with the number README and tests name it by (/fi/1/…): a fresh database gives exactly them. */
async function seedDemoLenders(tx: Executor): Promise<void> {
  const numbered = await tx
    .insert(financialInstitutions)
    .values(
      DEMO_LENDERS.map((lender) => ({
        id: lender.id,
        code: lender.code,
        name: lender.name,
        type: lender.type,
        insuranceCoverage: lender.insuranceCoverage,
        description: lender.description,
        websiteUrl: `https://${lender.code}.example`,
        ...DEMO_LENDER_PROFILES[lender.code],
      })),
    )
    .onConflictDoNothing()
    .returning({ id: financialInstitutions.id, number: financialInstitutions.number });
  for (const lender of DEMO_LENDERS) {
    const got = numbered.find((row) => row.id === lender.id)?.number;
    if (got !== lender.number) throw new Error(`Demo lender ${lender.code} got fiId ${got}, expected ${lender.number}`);
  }
}

/** The demo console users, with the demo password's hash (made before the transaction: hashing is slow). */
async function seedDemoUsers(tx: Executor, passwordHash: string, encryptionKey: Buffer): Promise<void> {
  await tx
    .insert(consoleUsers)
    .values(
      DEMO_USERS.map((user, index) => ({
        id: user.id,
        realm: user.realm,
        tenantId: user.tenantId,
        username: user.username,
        email: `${user.username}@offerwell.example`,
        firstName: personName(index)[0],
        lastName: personName(index)[1],
        passwordHash,
        roles: user.roles,
        totpSecret: user.mfa ? seal(encryptionKey, DEMO_ADMIN_TOTP_SECRET) : null,
      })),
    )
    .onConflictDoNothing();
}

/** The demo's lenders with their branches, prospects, integrations and lookup lists, and its embedder. */
async function seedDemoTenants(tx: Executor, encryptionKey: Buffer): Promise<void> {
  await restartDemoNumbers(tx);
  await seedDemoLenders(tx);
  await tx.insert(fiBranches).values(DEMO_BRANCHES).onConflictDoNothing();
  await seedProspects(tx);
  const [summit, harbor] = DEMO_LENDERS;
  await seedLenderIntegrations(tx, { encryptionKey, summitId: summit.id, harborId: harbor.id });
  // summit-cu's lists are the demo's; Peak FCU's are the ones the browser tests change.
  for (const lender of [summit, DEMO_LENDERS[3]]) await seedLenderLookups(tx, { fiId: lender.id });
  const [embedder] = await tx
    .insert(embedders)
    .values(DEMO_EMBEDDER)
    .onConflictDoNothing()
    .returning({ number: embedders.number });
  if (embedder?.number !== DEMO_EMBEDDER_NUMBER) throw new Error('Demo embedder did not get its expected number');
}

/**
 * Demo data, once per database: the app_meta marker is inserted first in the same transaction, so a second start
 * (or two starting together) skips seeding, and demo rows deleted later are not brought back.
 * Returns whether this call seeded.
 */
export async function seedDemoData(db: Db, options: { encryptionKey: Buffer }): Promise<boolean> {
  // A seeded database (every restart) skips the argon2 hash below (decision 0791). Only a shortcut: the marker insert
  // below still decides when two starts seed together.
  const [seeded] = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, SEED_KEY));
  if (seeded) return false;
  // One hash for every demo user: they share a password the start prints, so a salt each would hide nothing, and 26
  // hashes were ~0.6 CPU-s of a fresh clone's first start (decision 0804). Each username is still checked against
  // the password rules; a user who changes the password gets a hash of their own.
  const [first, ...others] = DEMO_USERS;
  for (const user of others) {
    const problems = passwordProblems(DEMO_PASSWORD, user.username);
    if (problems.length > 0) throw new PasswordRejectedError(problems);
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD, first?.username ?? '');
  return await db.transaction(async (tx) => {
    const marked = await tx
      .insert(appMeta)
      .values({ key: SEED_KEY, value: sql`to_jsonb(now())` })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (marked.length === 0) return false;
    await seedDemoTenants(tx, options.encryptionKey);
    await seedDemoUsers(tx, passwordHash, options.encryptionKey);
    await seedDemoCampaign(tx, {
      encryptionKey: options.encryptionKey,
      lenderIds: Object.fromEntries(DEMO_LENDERS.map((lender) => [lender.code, lender.id])),
    });
    // Every demo consumer came from Acme Auto's site: its theme dresses their marketplace.
    await tx.update(consumers).set({ embedderId: DEMO_EMBEDDER.id });
    await seedDemoApiKey(tx, DEMO_EMBEDDER.id);
    await seedCampaignEnrollments(tx, DEMO_EMBEDDER.id);
    await seedNotificationTemplates(tx, DEMO_LENDERS[0].id);
    await seedCensusTracts(tx);
    return true;
  });
}
