import { setup } from 'xstate';
import type { DataFileStatus } from '../../domain/catalog/statuses.ts';
import { ended, moves } from '../lifecycle-config.ts';
import { createdStatus, statusMoves } from '../status-moves.ts';

/** The upload's syntax check (reads or not) and the validation's outcome (applied to the catalogue, or errors). */
export const DATA_FILE_EVENTS = ['SYNTAX_FAILED', 'SYNTAX_PASSED', 'VALIDATED', 'VALIDATION_FAILED'] as const;
export type DataFileEventType = (typeof DATA_FILE_EVENTS)[number];

/** Ours (the seed words none): why a campaign file is not validated (409). */
export const NOT_VALIDATABLE_MESSAGE = 'Only a syntax-checked campaign file can be validated';

/**
 * A lender's campaign data file (000 §4 and 002 §4 data file status; 002 §2 enrollment import). PENDING until a file is
 * read; an upload whose syntax does not read is kept UPLOADED with its errors (a corrected file is a new upload), one
 * that reads is SYNTAX_CHECKED. Validating a checked file applies it to the catalogue (COMPLETE) or reports its errors
 * (PARTIAL). The validation reads only the file, so validating a PARTIAL file again would answer the same errors: it is
 * final, as COMPLETE is. Pure: the server asks it through dataFileMoves (the enrollment's data file status is a copy
 * of its latest file's).
 */
export const campaignDataFileLifecycle = setup({
  types: { events: {} as { type: DataFileEventType } },
}).createMachine({
  id: 'campaignDataFileLifecycle',
  initial: 'PENDING',
  states: {
    PENDING: {
      description: 'No campaign file read yet',
      on: moves({ SYNTAX_FAILED: 'UPLOADED', SYNTAX_PASSED: 'SYNTAX_CHECKED' }),
    },
    UPLOADED: ended('Stored, but its syntax does not read: its errors say where'),
    SYNTAX_CHECKED: {
      description: 'Reads: ready to validate',
      on: moves({ VALIDATED: 'COMPLETE', VALIDATION_FAILED: 'PARTIAL' }),
    },
    PARTIAL: ended('Validated with errors: nothing applied; a corrected file is a new upload'),
    COMPLETE: ended('Applied to the catalogue'),
  },
});

export const dataFileMoves = statusMoves<DataFileStatus, DataFileEventType>(
  campaignDataFileLifecycle,
  () => NOT_VALIDATABLE_MESSAGE,
);

/** The status an uploaded file is stored with: its syntax check's outcome. */
export const uploadedDataFileStatus = (syntaxReads: boolean): DataFileStatus =>
  createdStatus(campaignDataFileLifecycle, syntaxReads ? 'SYNTAX_PASSED' : 'SYNTAX_FAILED');
