import * as v from 'valibot';
import { listSearchEntries } from '../../../kit/list-search.ts';

/** The list's page, sort and filters, and which panel is open (editing or importing), all in the URL. */
export const lookupListSearchSchema = v.object({
  ...listSearchEntries,
  mode: v.fallback(v.optional(v.picklist(['edit', 'import'])), undefined),
});
export type LookupListSearch = v.InferOutput<typeof lookupListSearchSchema>;
