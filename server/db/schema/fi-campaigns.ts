import { boolean, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ucCampaigns } from './campaigns.ts';
import { ownedBy, stampColumn } from './columns.ts';
import { lenderRow } from './tenant-columns.ts';

/**
 * A lender's enrollment in a UC campaign (002 §4 "Lender enroll/unenroll"). A campaign offers the active products of
 * the lenders ENROLLED in it; unenrolling keeps the row (status NOT_ENROLLED) so the history and the data file
 * status survive. The enrollment state shown to a lender (None / Not Enrolled / Enrolled) is read from this row:
 * no row is None.
 */
export const fiCampaignEnrollments = pgTable(
  'fi_campaign_enrollments',
  {
    ...lenderRow(),
    ucCampaignId: ownedBy('uc_campaign_id', () => ucCampaigns.id),
    /** ENROLLED or NOT_ENROLLED. */
    status: text('status').$type<'ENROLLED' | 'NOT_ENROLLED'>().notNull().default('ENROLLED'),
    /** Where the campaign's configuration came from (002 §3 campaign source types): SCRATCH, CPLX, BLUEPRINT, PREVCAMPAIGN, UCCAMPAIGN. */
    sourceType: text('source_type'),
    /** Data file status (002 §4): PENDING, UPLOADED, SYNTAX_CHECKED, PARTIAL, COMPLETE; null before any file. */
    dataFileStatus: text('data_file_status'),
    /** True when the platform enrolled the lender (the lender's auto-enroll flag), false when a lender user did. */
    autoEnrolled: boolean('auto_enrolled').notNull().default(false),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    /** The console user's username; null for the seed and auto-enrollment. */
    enrolledBy: text('enrolled_by'),
    updatedAt: stampColumn('updated_at'),
  },
  (t) => [
    unique('fi_campaign_enrollments_fi_campaign').on(t.fiId, t.ucCampaignId),
    index('fi_campaign_enrollments_campaign').on(t.ucCampaignId, t.status),
  ],
);
