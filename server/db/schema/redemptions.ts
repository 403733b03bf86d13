import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { offerCampaignColumn, offerReference } from './campaigns.ts';
import { idColumn, ownedBy, requiredRef, stampColumn } from './columns.ts';
import { consumers } from './consumers.ts';
import { products, stipulations } from './lending.ts';
import { financialInstitutions } from './tenants.ts';

/** Raw bytes (Postgres bytea) as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Certificate numbers (issue 29): one sequence, so no two certificates share a number (an id prefix did: every seeded
 * one read OW-50000000). Eight digits from 10000001, printed as OW-10000001.
 */
export const certificateNumbers = pgSequence('redemption_certificate_numbers', { startWith: 10000001 });

/**
 * A redemption of an offer (001 §3 pending redemption; redeem statuses CREATED, PENDING_DOCUMENTS, COMPLETE,
 * CANCELLED, EXPIRED). At most one live (not cancelled) redemption per offer, enforced by a partial unique index so
 * two concurrent attempts cannot both succeed.
 */
export const redemptions = pgTable(
  'redemptions',
  {
    id: idColumn(),
    consumerId: requiredRef('consumer_id', () => consumers.id),
    offerId: uuid('offer_id').notNull(),
    campaignId: offerCampaignColumn(),
    productId: requiredRef('product_id', () => products.id),
    status: text('status').notNull(),
    redeemType: text('redeem_type').notNull().default('STANDARD'),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    term: integer('term'),
    addOns: jsonb('add_ons').$type<string[]>().notNull().default([]),
    /** The application's answers (contact preference, ID type, occupancy, property type), for the lender. */
    application: jsonb('application').$type<Record<string, string>>().notNull().default({}),
    /** The number printed on the certificate (formatted by certificateLabel). */
    certificateNumber: bigint('certificate_number', { mode: 'number' })
      .notNull()
      .default(sql`nextval('redemption_certificate_numbers')`),
    createdAt: stampColumn('created_at'),
  },
  (t) => [
    uniqueIndex('redemptions_live_offer').on(t.offerId).where(sql`${t.status} <> 'CANCELLED'`),
    // The offer must outlive its redemptions (no delete rule): a campaign's offers partition with redemptions
    // cannot be detached or dropped (decision 0798).
    offerReference('redemptions_offer_fk', t.offerId, t.campaignId),
    index('redemptions_consumer').on(t.consumerId),
    uniqueIndex('redemptions_certificate_number').on(t.certificateNumber),
    // The admin's redemption report pages newest first (issue 31 item 3).
    index('redemptions_created').on(t.createdAt, t.id),
    // The report by status, newest first, and its capped count index-only (decision 0792).
    index('redemptions_status').on(t.status, t.createdAt, t.id),
  ],
);

/** The lead a redemption creates for the lender to work (002 loan leads). */
export const loanLeads = pgTable(
  'loan_leads',
  {
    id: idColumn(),
    redemptionId: requiredRef('redemption_id', () => redemptions.id),
    fiId: requiredRef('fi_id', () => financialInstitutions.id),
    consumerId: requiredRef('consumer_id', () => consumers.id),
    status: text('status').notNull().default('NEW'),
    /** FUNDING_STATUSES (000 §3): PENDING until the lender funds the loan or cannot. */
    fundingStatus: text('funding_status').notNull().default('PENDING'),
    /**
     * Whether a lender user has the lead (its loan_lead_work.assigned_user_id is set): kept by a trigger on
     * loan_lead_work (migration 0053), so the lead's row alone says what its velocity tier and tallies need.
     */
    assigned: boolean('assigned').notNull().default(false),
    createdAt: stampColumn('created_at'),
  },
  (t) => [
    index('loan_leads_fi').on(t.fiId, t.createdAt),
    // A lender's list filtered by status pages (and counts, index-only) on one index; the redemption → lead join of
    // the admin reports has its own (issue 31 item 3).
    index('loan_leads_fi_status').on(t.fiId, t.status, t.createdAt),
    index('loan_leads_redemption').on(t.redemptionId),
    // The velocity chips' recent window: assigned leads not yet PROCESSED, by age (decision 0797).
    index('loan_leads_open_assigned').on(t.fiId, t.createdAt).where(sql`${t.assigned} and ${t.status} <> 'PROCESSED'`),
  ],
);

/**
 * Running counts of each lender's leads for the velocity chips (decision 0797): how many leads, how many assigned,
 * how many assigned and PROCESSED. Kept by statement triggers on loan_leads (migration 0053) in SLOTS rows per
 * lender, each write adding to a random one, so concurrent redemptions of one lender do not queue on one row; a read
 * sums the lender's rows.
 */
export const loanLeadTallies = pgTable(
  'loan_lead_tallies',
  {
    fiId: ownedBy('fi_id', () => financialInstitutions.id),
    slot: smallint('slot').notNull(),
    leads: bigint('leads', { mode: 'number' }).notNull().default(0),
    assigned: bigint('assigned', { mode: 'number' }).notNull().default(0),
    assignedProcessed: bigint('assigned_processed', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.fiId, t.slot] })],
);

/**
 * A document a consumer uploaded for one of an offer's stipulations (001 §3). Kept in the database, at most 5 MB
 * each: a lender reads it with the loan lead; the content type is the one sniffed from the bytes, never the name's.
 */
export const stipulationDocuments = pgTable(
  'stipulation_documents',
  {
    id: idColumn(),
    consumerId: ownedBy('consumer_id', () => consumers.id),
    offerId: uuid('offer_id').notNull(),
    campaignId: offerCampaignColumn(),
    stipulationId: ownedBy('stipulation_id', () => stipulations.id),
    fileName: text('file_name').notNull(),
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: stampColumn('created_at'),
  },
  (t) => [
    uniqueIndex('stipulation_documents_one').on(t.offerId, t.stipulationId),
    offerReference('stipulation_documents_offer_fk', t.offerId, t.campaignId).onDelete('cascade'),
  ],
);

/**
 * An identity verification session (001 §7 idverify): passcode or knowledge questions with a vendor. An
 * UNVERIFIABLE session locks the consumer out of new ones for 60 minutes (001 §9).
 */
export const identitySessions = pgTable(
  'identity_sessions',
  {
    id: idColumn(),
    consumerId: ownedBy('consumer_id', () => consumers.id),
    method: text('method').$type<'passcode' | 'kba'>().notNull(),
    /**
     * Who opened it: the redeem journey (`redeem`, the signed-in consumer) or the /further lookup (`registration`,
     * anonymous until the passcode passes). The public registration calls accept only their own sessions.
     */
    purpose: text('purpose').$type<'redeem' | 'registration'>().notNull().default('redeem'),
    /** PENDING, PASSED, FAILED (attempts used up), EXPIRED, UNVERIFIABLE. */
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: stampColumn('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('identity_sessions_consumer').on(t.consumerId, t.createdAt)],
);

/** A licence scan with the document vendor (001 §7 documentverify): which attempt it is and how often it was polled. */
export const documentSessions = pgTable(
  'document_sessions',
  {
    id: idColumn(),
    consumerId: ownedBy('consumer_id', () => consumers.id),
    attempt: integer('attempt').notNull(),
    polls: integer('polls').notNull().default(0),
    /** processing until the vendor answers passed or failed. */
    status: text('status').notNull().default('processing'),
    /** What the vendor read off a passed licence (number, dates, state: ScannedLicence), sealed with the app's key. */
    licenceSealed: text('licence_sealed'),
    createdAt: stampColumn('created_at'),
  },
  (t) => [index('document_sessions_consumer').on(t.consumerId)],
);

/**
 * A consumer's redeem journey of one offer, recorded once the application is settled (before identity
 * verification): leaving and coming back continues it at the step the server's own records say (identity
 * sessions, licence scans, uploaded documents) with this application, instead of starting again (issue 28 item 5).
 */
export const redeemJourneys = pgTable(
  'redeem_journeys',
  {
    consumerId: ownedBy('consumer_id', () => consumers.id),
    offerId: uuid('offer_id').notNull(),
    campaignId: offerCampaignColumn(),
    /** The amount, term, add-ons and answers the application step settled on (RedeemApplication). */
    application: jsonb('application').$type<RedeemJourneyApplication>().notNull(),
    updatedAt: stampColumn('updated_at'),
  },
  (t) => [
    uniqueIndex('redeem_journeys_offer').on(t.consumerId, t.offerId),
    offerReference('redeem_journeys_offer_fk', t.offerId, t.campaignId).onDelete('cascade'),
  ],
);

/** The application as kept: RedeemApplication (domain/marketplace/redeem-application.ts) as stored JSON. */
export interface RedeemJourneyApplication {
  amount: string;
  term: number | null;
  addOns: string[];
  answers?: Record<string, string>;
}
