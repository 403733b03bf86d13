import { setup } from 'xstate';
import { ended, moves } from '../lifecycle-config.ts';
import { createdStatus, statusMoves } from '../status-moves.ts';

/** The statuses of a lender's rate file (ours: the seed names "rate file upload and apply" without statuses). */
export const RATE_FILE_STATUSES = ['VALIDATED', 'INVALID', 'APPLIED'] as const;
export type RateFileStatus = (typeof RATE_FILE_STATUSES)[number];

/** The upload's row-by-row check (every row valid, or not) and the lender's apply. */
export const RATE_FILE_EVENTS = ['ROWS_VALID', 'ROWS_INVALID', 'APPLY'] as const;
export type RateFileEventType = (typeof RATE_FILE_EVENTS)[number];

/** Ours: why a rate file is not applied (409). */
export const NOT_APPLICABLE_MESSAGE = 'Only a validated rate file that has not been applied can be applied';

/**
 * A lender's rate file (002 §2 "rate file upload and apply"). `uploading` is the upload call (no row yet): a file whose
 * every row names a term of the lender's catalogue with a valid APR is VALIDATED, otherwise INVALID with its rows'
 * errors (a corrected file is a new upload). The lender applies a VALIDATED file once (APPLIED: the terms' APRs set).
 * Pure: the server asks it through rateFileMoves.
 */
export const rateFileLifecycle = setup({
  types: { events: {} as { type: RateFileEventType } },
}).createMachine({
  id: 'rateFileLifecycle',
  initial: 'uploading',
  states: {
    uploading: {
      description: 'The upload call: rows checked against the catalogue, nothing stored yet',
      on: moves({ ROWS_VALID: 'VALIDATED', ROWS_INVALID: 'INVALID' }),
    },
    VALIDATED: { description: 'Every row valid: ready to apply', on: moves({ APPLY: 'APPLIED' }) },
    INVALID: ended('Rows with errors: nothing can be applied'),
    APPLIED: ended('Its APRs set on the catalogue’s terms'),
  },
});

export const rateFileMoves = statusMoves<RateFileStatus, RateFileEventType>(
  rateFileLifecycle,
  () => NOT_APPLICABLE_MESSAGE,
  { unstored: ['uploading'] },
);

/** The status an uploaded rate file is stored with. */
export const uploadedRateFileStatus = (rowsValid: boolean): RateFileStatus =>
  createdStatus(rateFileLifecycle, rowsValid ? 'ROWS_VALID' : 'ROWS_INVALID');
