import type { Hono } from 'hono';
import { constantCase, LOOKUP_FIELDS, type LookupList } from '../../api/lookup-list.ts';
import { LOOKUP_LISTS } from '../../api/lookup-lists.ts';
import { CSV_TEMPLATES } from '../../domain/catalog/csv-templates.ts';
import {
  duplicateCodeIndexes,
  LOOKUP_MESSAGES,
  lookupCsvRowSchema,
  MAX_LOOKUP_VALUES,
} from '../../domain/validation/lookup-list.ts';
import { lookupValueList, replaceLookupValues } from '../db/queries/lookup-values.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { readCsvUpload } from '../http/csv-upload.ts';
import { pagedList } from '../http/paged-list.ts';
import { scopedRoute } from '../http/register.ts';

/** The export carries the active flag too, so an exported list imports back as it was. */
const CSV_COLUMNS = { code: 'code', label: 'label', active: 'active' };

/**
 * What the row schema cannot see: the list's size and a code named twice. The file is refused whole, like any
 * other bad row (line numbers as a spreadsheet shows them).
 */
function checkRows(rows: readonly { code: string }[], field: string): void {
  if (rows.length > MAX_LOOKUP_VALUES) {
    throw new ApiError(400, 'VALIDATION_FAILED', LOOKUP_MESSAGES.tooMany, [{ message: LOOKUP_MESSAGES.tooMany }]);
  }
  const duplicates = duplicateCodeIndexes(rows);
  if (duplicates.length === 0) return;
  const issues = duplicates.map((index) => ({
    path: `rows.${index + 2}.code`,
    message: `Row ${index + 2}: ${LOOKUP_MESSAGES.duplicateCode}`,
  }));
  throw new ApiError(
    400,
    'VALIDATION_FAILED',
    `${issues.length} problem(s) in ${field}; nothing was imported`,
    issues.slice(0, 200),
  );
}

/** One declared list's three calls over fiLookupValues; the list's kind keeps its rows apart. */
function registerLookupList(app: Hono<AppEnv>, list: LookupList): void {
  const { list: listValues, save, upload } = list.endpoints;
  const changed = (before: unknown, after: unknown) => ({
    entityId: null,
    entityName: list.label,
    oldValue: before,
    newValue: after,
  });

  scopedRoute(app, listValues, async ({ query, scope, db }) => {
    const csvName = constantCase(list.kind).toLowerCase().replaceAll('_', '-');
    const source = lookupValueList(db, scope, { kind: list.kind });
    return pagedList({ fields: LOOKUP_FIELDS, ...source, csvName, csvColumns: CSV_COLUMNS }, query);
  });

  scopedRoute(app, save, async ({ body, scope, db, audit }) => {
    const { before, after } = await replaceLookupValues(db, scope, { kind: list.kind, values: body.values });
    audit.record(changed(before, after));
    return { values: after };
  });

  scopedRoute(app, upload, async ({ files, scope, db, audit }) => {
    const field = list.uploadField;
    const rows = await readCsvUpload(files, {
      field,
      columns: CSV_TEMPLATES[list.template].columns,
      row: lookupCsvRowSchema,
    });
    checkRows(rows, field);
    const { before, after } = await replaceLookupValues(db, scope, { kind: list.kind, values: rows });
    audit.record(changed(before, after));
    return { imported: after.length, deleted: before.length };
  });
}

/**
 * The one generic registration of every lookup list declared in api/lookup-lists.ts (employment and occupancy
 * status, and each option type): a new declaration there is implemented here without a line of its own.
 */
export function registerLookupListRoutes(app: Hono<AppEnv>): void {
  for (const list of LOOKUP_LISTS) registerLookupList(app, list);
}
