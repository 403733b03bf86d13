import * as v from 'valibot';
import { reportSearchSchema } from '../../../console/report-page.tsx';

/** The material report's URL search: the report's, plus the audit row whose detail is open. */
export const materialSearchSchema = v.object({
  ...reportSearchSchema.entries,
  auditId: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});
export type MaterialSearch = v.InferOutput<typeof materialSearchSchema>;
