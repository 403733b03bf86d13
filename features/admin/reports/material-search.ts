import * as v from 'valibot';
import type { ApiClient } from '../../../api/client.ts';
import { endpointQuery } from '../../../api/query-options.ts';
import { materialReportDetail } from '../../../api/reports.ts';
import { reportSearchSchema } from '../../../console/report-page.tsx';

/** The material report's URL search: the report's, plus the audit row whose detail is open. */
export const materialSearchSchema = v.object({
  ...reportSearchSchema.entries,
  auditId: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});
export type MaterialSearch = v.InferOutput<typeof materialSearchSchema>;

/** The open audit row's detail (old and new values), asked only while the URL names one. */
export const materialDetailQuery = (client: ApiClient, auditId: string | undefined) => ({
  ...endpointQuery(
    client,
    materialReportDetail,
    { params: { auditId: auditId ?? '' } },
    { suppressServerErrorRedirect: true },
  ),
  enabled: auditId !== undefined,
});
