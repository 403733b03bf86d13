import * as v from 'valibot';
import { type ListFields, listField } from './paged-list.ts';

/** One refused row of an uploaded file: its number, the column and the problem (consumer, rate and step files). */
export const FileRowError = v.object({ row: v.number(), field: v.string(), message: v.string() });

/** The error log's paged-list fields, the same for every file whose rows are checked one by one. */
export const FILE_ROW_ERROR_FIELDS = {
  row: listField('INTEGER', 'Row'),
  field: listField('STRING', 'Column'),
  message: { type: 'STRING', label: 'Problem', filterable: true },
} as const satisfies ListFields;
