import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  APPLICATION_DETAIL_FIELDS,
  type ApplicationDetailField,
  SEALED_DETAIL,
} from '../../domain/validation/application-details.ts';
import { open, seal } from '../auth/secret-box.ts';
import type { Executor } from '../db/pool.ts';
import type { ConsumerScope } from '../db/queries/scope.ts';
import { fiLookupValues, offers, products } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';

type Reader = Pick<Executor, 'select'>;

/** The lender's lists the application's choices come from (its General Setup), by the answer they serve. */
export const DETAIL_LISTS = { employmentStatus: 'employmentStatus', purposeType: 'purposeTypes' } as const;
type ListedDetail = keyof typeof DETAIL_LISTS;

export interface DetailOption {
  readonly code: string;
  readonly label: string;
}

/** The lender's active employment statuses and purpose types, in the lender's order. */
export async function detailOptions(
  db: Reader,
  fiId: string,
): Promise<{ employmentStatuses: DetailOption[]; purposeTypes: DetailOption[] }> {
  const rows = await db
    .select({ kind: fiLookupValues.kind, code: fiLookupValues.code, label: fiLookupValues.label })
    .from(fiLookupValues)
    .where(
      and(
        eq(fiLookupValues.fiId, fiId),
        eq(fiLookupValues.active, true),
        inArray(fiLookupValues.kind, Object.values(DETAIL_LISTS)),
      ),
    )
    .orderBy(asc(fiLookupValues.position), asc(fiLookupValues.label));
  const of = (kind: string) => rows.filter((row) => row.kind === kind).map(({ code, label }) => ({ code, label }));
  return { employmentStatuses: of(DETAIL_LISTS.employmentStatus), purposeTypes: of(DETAIL_LISTS.purposeType) };
}

/** GET …/offers/{id}/application-options: the scope's consumer's own offer's lender's lists, or 404. */
export async function applicationOptionsOf(db: Reader, scope: ConsumerScope, offerId: string) {
  const { consumerId } = scope;
  const [offer] = await db
    .select({ fiId: products.fiId })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .where(and(eq(offers.id, offerId), eq(offers.consumerId, consumerId)));
  if (!offer) throw new ApiError(404, 'NOT_FOUND', 'We could not find that offer.');
  return detailOptions(db, offer.fiId);
}

type Details = Partial<Record<ApplicationDetailField, string | undefined>>;

/**
 * The details the consumer gave, as the redemption keeps them: a listed choice must be one of the lender's active
 * codes (else 400 naming the field), the mother's maiden name sealed with the app's key (decision 0702).
 */
export async function keptDetails(
  db: Reader,
  input: { fiId: string; details: Details; encryptionKey?: Buffer | undefined },
): Promise<Record<string, string>> {
  const given = Object.fromEntries(
    APPLICATION_DETAIL_FIELDS.flatMap((field) => {
      const value = input.details[field];
      return value === undefined || value === '' ? [] : [[field, value]];
    }),
  ) as Record<string, string>;
  const listed = (Object.keys(DETAIL_LISTS) as ListedDetail[]).filter((field) => given[field] !== undefined);
  if (listed.length > 0) {
    const options = await detailOptions(db, input.fiId);
    const codes = { employmentStatus: options.employmentStatuses, purposeType: options.purposeTypes };
    for (const field of listed) {
      if (!codes[field].some((option) => option.code === given[field])) {
        const message = 'Choose from the list';
        throw new ApiError(400, 'VALIDATION_FAILED', message, [{ path: field, message }]);
      }
    }
  }
  const secret = given[SEALED_DETAIL];
  if (secret !== undefined) {
    // Without the key (tests that do not pass one) the answer is not kept rather than kept in plain.
    if (input.encryptionKey) given[SEALED_DETAIL] = seal(input.encryptionKey, secret);
    else delete given[SEALED_DETAIL];
  }
  return given;
}

/** The sealed mother's maiden name opened for the report; null when none was given or it cannot be opened. */
export function openSealedDetail(key: Buffer, sealed: string | undefined): string | null {
  if (!sealed) return null;
  try {
    return open(key, sealed);
  } catch {
    return null;
  }
}
