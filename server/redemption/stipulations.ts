import { and, eq, inArray } from 'drizzle-orm';
import type { Stipulation } from '../../api/stipulations.ts';
import { MAX_UPLOAD_BYTES } from '../../domain/catalog/limits.ts';
import { cleanFileName } from '../../domain/validation/file-name.ts';
import { UPLOAD_MESSAGES } from '../../domain/validation/upload.ts';
import { isSealedBytes, open, openBytes, seal, sealBytes } from '../auth/secret-box.ts';
import type { Db } from '../db/pool.ts';
import type { ConsumerScope } from '../db/queries/scope.ts';
import { offers, stipulationDocuments } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import { offerNotFound } from '../http/consumer-errors.ts';
import { checkDocument } from './document-content.ts';
import { offerStipulations } from './offer-stipulations.ts';

/**
 * Documents are PII at rest (issue 17 item 14): the bytes are sealed with the PII key, bound to their row (offer and
 * stipulation), and so is the file name (it often names the person). Rows stored before sealing are read as they are
 * and sealed by `sealStoredDocuments` at start.
 */
const documentContext = (offerId: string, stipulationId: string) => `stipulation-document:${offerId}:${stipulationId}`;

const openFileName = (key: Buffer, stored: string): string => (stored.startsWith('v1.') ? open(key, stored) : stored);

/** A stored document's bytes, whether sealed or stored before sealing. */
export function openDocumentContent(
  key: Buffer,
  row: { offerId: string; stipulationId: string; content: Uint8Array },
): Buffer {
  return isSealedBytes(row.content)
    ? openBytes(key, row.content, documentContext(row.offerId, row.stipulationId))
    : Buffer.from(row.content);
}

/** Seals every document (bytes and name) stored in clear before sealing existed; idempotent. Answers how many. */
export async function sealStoredDocuments(db: Db, key: Buffer): Promise<number> {
  const rows = await db.select().from(stipulationDocuments);
  let sealed = 0;
  for (const row of rows) {
    if (isSealedBytes(row.content)) continue;
    await db
      .update(stipulationDocuments)
      .set({
        content: sealBytes(key, row.content, documentContext(row.offerId, row.stipulationId)),
        fileName: row.fileName.startsWith('v1.') ? row.fileName : seal(key, row.fileName),
      })
      .where(eq(stipulationDocuments.id, row.id));
    sealed += 1;
  }
  return sealed;
}

const stipulationNotFound = () => new ApiError(404, 'NOT_FOUND', 'This offer does not ask for that document.');

async function productOfOffer(db: Db, consumerId: string, offerId: string): Promise<string> {
  const [offer] = await db
    .select({ productId: offers.productId })
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.consumerId, consumerId)));
  if (!offer) throw offerNotFound();
  return offer.productId;
}

/**
 * The offer's requested documents (product and catalogue, offer-stipulations.ts) with the scope's consumer's uploads;
 * OFFER_PRODUCT_NOT_FOUND for an offer that is not theirs.
 */
export async function listOfferStipulations(
  db: Db,
  key: Buffer,
  scope: ConsumerScope,
  offerId: string,
): Promise<Stipulation[]> {
  await productOfOffer(db, scope.consumerId, offerId);
  const requested = await offerStipulations(db, offerId);
  const ids = requested.map((stipulation) => stipulation.id);
  const uploads =
    ids.length === 0
      ? []
      : await db
          .select({ stipulationId: stipulationDocuments.stipulationId, fileName: stipulationDocuments.fileName })
          .from(stipulationDocuments)
          .where(and(eq(stipulationDocuments.offerId, offerId), inArray(stipulationDocuments.stipulationId, ids)));
  const fileOf = new Map(uploads.map((upload) => [upload.stipulationId, upload.fileName]));
  return requested.map((stipulation) => {
    const fileName = fileOf.get(stipulation.id);
    return {
      id: stipulation.id,
      name: stipulation.name,
      category: stipulation.category,
      allowedDocuments: [...stipulation.allowedDocuments],
      badge: fileName ? 'SATISFIED' : 'PENDING',
      ...(fileName ? { fileName: openFileName(key, fileName) } : {}),
    };
  });
}

async function requireStipulation(db: Db, key: Buffer, scope: ConsumerScope, offerId: string, stipulationId: string) {
  const list = await listOfferStipulations(db, key, scope, offerId);
  const found = list.find((item) => item.id === stipulationId);
  if (!found) throw stipulationNotFound();
  return found;
}

/**
 * Stores a document for one stipulation. The size is checked again here (the route's body limit stops a larger
 * request before it is read), the content by what it really is (document-content.ts), the name cleaned, and both
 * sealed before they reach the database.
 */
export async function uploadOfferStipulation(
  db: Db,
  key: Buffer,
  scope: ConsumerScope,
  input: { offerId: string; stipulationId: string; file: File },
): Promise<Stipulation> {
  const stipulation = await requireStipulation(db, key, scope, input.offerId, input.stipulationId);
  if (input.file.size > MAX_UPLOAD_BYTES) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.stipulationSize);
  const content = new Uint8Array(await input.file.arrayBuffer());
  const checked = await checkDocument(content);
  const fileName = cleanFileName(input.file.name, checked.extension);
  const values = {
    fileName: seal(key, fileName),
    mediaType: checked.mediaType,
    size: content.length,
    content: sealBytes(key, content, documentContext(input.offerId, input.stipulationId)),
  };
  await db
    .insert(stipulationDocuments)
    .values({ consumerId: scope.consumerId, offerId: input.offerId, stipulationId: input.stipulationId, ...values })
    .onConflictDoUpdate({ target: [stipulationDocuments.offerId, stipulationDocuments.stipulationId], set: values });
  return { ...stipulation, badge: 'SATISFIED', fileName };
}

export async function deleteOfferStipulation(
  db: Db,
  key: Buffer,
  scope: ConsumerScope,
  input: { offerId: string; stipulationId: string },
): Promise<Stipulation> {
  const stipulation = await requireStipulation(db, key, scope, input.offerId, input.stipulationId);
  await db
    .delete(stipulationDocuments)
    .where(
      and(
        eq(stipulationDocuments.offerId, input.offerId),
        eq(stipulationDocuments.stipulationId, input.stipulationId),
        eq(stipulationDocuments.consumerId, scope.consumerId),
      ),
    );
  const { fileName: _, ...rest } = stipulation;
  return { ...rest, badge: 'PENDING' };
}
