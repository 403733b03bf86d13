import type { Hono } from 'hono';
import * as api from '../../api/fair-lending.ts';
import {
  CENSUS_TRACT_COLUMNS,
  censusTractRowSchema,
  MAX_CENSUS_TRACT_ROWS,
} from '../../domain/validation/census-tract.ts';
import { censusTractSummary, upsertCensusTracts } from '../db/queries/census-tracts.ts';
import { notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { readCsvUpload } from '../http/csv-upload.ts';
import { route } from '../http/register.ts';
import { fairLendingReport } from '../offers/fair-lending-report.ts';

/** The fair-lending pre-check (issue 33 item 6): the report, and the census tracts it places consumers with. */
export function registerFairLendingRoutes(app: Hono<AppEnv>): void {
  route(app, api.getFairLendingReport, async ({ params, db }) => {
    const report = await fairLendingReport(db, params.ucCampaignId);
    if (!report) throw notFound('No such campaign');
    return report;
  });

  route(app, api.getCensusTractSummary, async ({ db }) => censusTractSummary(db));

  // Whole or nothing: a bad row refuses the file with every row's problem (readCsvUpload), nothing half-imported.
  route(app, api.uploadCensusTracts, async ({ files, db, audit }) => {
    const rows = await readCsvUpload(files, {
      field: api.CENSUS_TRACT_FIELD,
      columns: CENSUS_TRACT_COLUMNS,
      row: censusTractRowSchema,
      maxRows: MAX_CENSUS_TRACT_ROWS,
    });
    const before = await censusTractSummary(db);
    const imported = await upsertCensusTracts(db, rows);
    const after = await censusTractSummary(db);
    audit.record({
      entityId: null,
      entityName: 'Census tracts',
      oldValue: { tracts: before.tracts, uploaded: before.uploaded },
      newValue: { tracts: after.tracts, uploaded: after.uploaded, imported, latestYear: after.latestYear },
    });
    return { imported };
  });
}
