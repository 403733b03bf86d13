import { eq } from 'drizzle-orm';
import type { Vehicle } from '../../api/consumer.ts';
import type { LeadFacts as ComputedFacts } from '../../domain/loan-leads/lead-record.ts';
import { SEALED_DETAIL } from '../../domain/validation/application-details.ts';
import { open } from '../auth/secret-box.ts';
import type { Executor } from '../db/pool.ts';
import { loans } from '../db/schema/index.ts';
import type { ScannedLicence } from '../providers/identity-provider.ts';
import { detailOptions, openSealedDetail } from '../redemption/application-details.ts';
import { leadFactsOf } from './lead-facts.ts';

/** What the report adds to the lead's own tables: the computed facts, the vehicle, the licence, the list labels. */
export interface LeadRecord {
  readonly computed: ComputedFacts;
  readonly vehicle: Vehicle | null;
  readonly licence: ScannedLicence | null;
  /** The lender's labels of the consumer's employment status and purpose type (its codes when the label is gone). */
  readonly employmentStatus: string | null;
  readonly purposeType: string | null;
  readonly mothersMaidenName: string | null;
}

/** The sealed licence read of the consumer's passed scan, opened; null when there is none. */
function openLicence(key: Buffer, sealed: string | null): ScannedLicence | null {
  if (!sealed) return null;
  try {
    return JSON.parse(open(key, sealed)) as ScannedLicence;
  } catch {
    return null;
  }
}

/** The lead record's captured and computed fields beyond the lead's own row (decisions 0700–0703). */
export async function recordOf(
  db: Executor,
  key: Buffer,
  input: {
    lead: { loanLeadId: string; consumerId: string; campaignId: string; fiId: string };
    application: Record<string, string>;
    licenceSealed: string | null;
  },
): Promise<LeadRecord> {
  const { application } = input;
  const collateral = await db
    .select({ collateral: loans.collateral })
    .from(loans)
    .where(eq(loans.consumerId, input.lead.consumerId));
  const options =
    application.employmentStatus || application.purposeType ? await detailOptions(db, input.lead.fiId) : null;
  const labelOf = (list: readonly { code: string; label: string }[] | undefined, code: string | undefined) =>
    code ? (list?.find((option) => option.code === code)?.label ?? code) : null;
  return {
    computed: await leadFactsOf(db, input.lead),
    vehicle: collateral.find((row) => row.collateral)?.collateral ?? null,
    licence: openLicence(key, input.licenceSealed),
    employmentStatus: labelOf(options?.employmentStatuses, application.employmentStatus),
    purposeType: labelOf(options?.purposeTypes, application.purposeType),
    mothersMaidenName: openSealedDetail(key, application[SEALED_DETAIL]),
  };
}
