import { and, eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Stipulation } from '../../api/stipulations.ts';
import { MAX_UPLOAD_BYTES } from '../../domain/catalog/limits.ts';
import { UPLOAD_MESSAGES } from '../../domain/validation/upload.ts';
import type { Db } from '../db/pool.ts';
import { offers, stipulationDocuments } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import { offerNotFound } from '../http/consumer-errors.ts';
import { offerStipulations } from './offer-stipulations.ts';

/** What the bytes must be: the seed's jpg, jpeg, png and pdf, told apart by their magic numbers. */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'application/pdf']);

const stipulationNotFound = () => new ApiError(404, 'NOT_FOUND', 'This offer does not ask for that document.');

async function productOfOffer(db: Db, consumerId: string, offerId: string): Promise<string> {
  const [offer] = await db
    .select({ productId: offers.productId })
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.consumerId, consumerId)));
  if (!offer) throw offerNotFound();
  return offer.productId;
}

/** The offer's requested documents (product and catalogue, offer-stipulations.ts) with this consumer's uploads. */
export async function listOfferStipulations(db: Db, consumerId: string, offerId: string): Promise<Stipulation[]> {
  await productOfOffer(db, consumerId, offerId);
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
      ...(fileName ? { fileName } : {}),
    };
  });
}

async function requireStipulation(db: Db, consumerId: string, offerId: string, stipulationId: string) {
  const list = await listOfferStipulations(db, consumerId, offerId);
  const found = list.find((item) => item.id === stipulationId);
  if (!found) throw stipulationNotFound();
  return found;
}

/**
 * Stores a document for one stipulation. The size is checked again here (the route's body limit stops a larger
 * request before it is read) and the type from the bytes, so a renamed file is refused whatever its name says.
 */
export async function uploadOfferStipulation(
  db: Db,
  input: { consumerId: string; offerId: string; stipulationId: string; file: File },
): Promise<Stipulation> {
  const stipulation = await requireStipulation(db, input.consumerId, input.offerId, input.stipulationId);
  if (input.file.size > MAX_UPLOAD_BYTES) throw new ApiError(413, 'VALIDATION_FAILED', UPLOAD_MESSAGES.stipulationSize);
  const content = Buffer.from(await input.file.arrayBuffer());
  const sniffed = await fileTypeFromBuffer(content);
  if (!sniffed || !ACCEPTED_TYPES.has(sniffed.mime)) {
    throw new ApiError(415, 'VALIDATION_FAILED', UPLOAD_MESSAGES.stipulationType);
  }
  const fileName = input.file.name.slice(0, 200) || `document.${sniffed.ext}`;
  const values = { fileName, mediaType: sniffed.mime, size: content.length, content };
  await db
    .insert(stipulationDocuments)
    .values({ consumerId: input.consumerId, offerId: input.offerId, stipulationId: input.stipulationId, ...values })
    .onConflictDoUpdate({ target: [stipulationDocuments.offerId, stipulationDocuments.stipulationId], set: values });
  return { ...stipulation, badge: 'SATISFIED', fileName };
}

export async function deleteOfferStipulation(
  db: Db,
  input: { consumerId: string; offerId: string; stipulationId: string },
): Promise<Stipulation> {
  const stipulation = await requireStipulation(db, input.consumerId, input.offerId, input.stipulationId);
  await db
    .delete(stipulationDocuments)
    .where(
      and(
        eq(stipulationDocuments.offerId, input.offerId),
        eq(stipulationDocuments.stipulationId, input.stipulationId),
        eq(stipulationDocuments.consumerId, input.consumerId),
      ),
    );
  const { fileName: _, ...rest } = stipulation;
  return { ...rest, badge: 'PENDING' };
}
