import * as v from 'valibot';
import { IdParams, redemptionCall } from './consumer-parts/entry.ts';

const DocumentParams = v.object({ ...IdParams.entries, stipulationId: v.pipe(v.string(), v.uuid('Not found')) });

/** A document a lender asks for before redemption, with its badge (001 §3: PENDING, SATISFIED, FAILED). */
export const Stipulation = v.object({
  id: v.string(),
  name: v.string(),
  /** address, name or income. */
  category: v.string(),
  /** The documents that satisfy it (002 §3 allowed documents), from the admin's stipulation catalogue. */
  allowedDocuments: v.optional(v.array(v.string())),
  badge: v.picklist(['PENDING', 'SATISFIED', 'FAILED']),
  /** The uploaded file's name, once there is one. */
  fileName: v.optional(v.string()),
});
export type Stipulation = v.InferOutput<typeof Stipulation>;

/** The documents the offer's lender asks for (its redeem journey's stipulations). */
const stipulations = redemptionCall.within('/offers/:id/stipulations', IdParams);
const uploaded = stipulations.within('/:stipulationId', DocumentParams);

/** The documents the offer's lender asks for, with what this consumer has uploaded (the seed's payload: not shown). */
export const listStipulations = stipulations({
  method: 'POST',
  summary: "The offer's requested documents and their badges",
  response: v.array(Stipulation),
});

/**
 * Uploads one document (multipart field stipDocument): jpg, png or pdf by its content (not its name), at most 5 MB.
 * Replaces an earlier upload for the same stipulation.
 */
export const uploadStipulation = uploaded({
  method: 'POST',
  summary: 'Upload a requested document (multipart stipDocument; JPG, PNG or PDF up to 5 MB)',
  multipart: ['stipDocument'],
  missingFile: 'Send the document as multipart field stipDocument.',
  response: Stipulation,
});

export const deleteStipulation = uploaded({
  method: 'DELETE',
  summary: 'Remove an uploaded document (its badge goes back to PENDING)',
  response: Stipulation,
});
