import { setup } from 'xstate';
import type { DocumentScanStatus } from '../../domain/catalog/document-verification.ts';
import { ended, moves } from '../lifecycle-config.ts';
import { statusMoves } from '../status-moves.ts';

/** Each answer the licence-scan vendor gives a poll (001 §8), as the machine's event. */
export const SCAN_ANSWER_EVENT = {
  processing: 'STILL_PROCESSING',
  passed: 'PASS',
  failed: 'FAIL',
  communication_error: 'COMMUNICATION_ERROR',
  unsupported_device: 'UNSUPPORTED_DEVICE',
  under_supported_age: 'UNDER_SUPPORTED_AGE',
  challenge_mismatch: 'CHALLENGE_MISMATCH',
  already_submitted: 'ALREADY_SUBMITTED',
} as const satisfies Record<DocumentScanStatus, string>;
export type ScanAnswerEvent = (typeof SCAN_ANSWER_EVENT)[DocumentScanStatus];
export const SCAN_ANSWER_EVENTS = Object.values(SCAN_ANSWER_EVENT);

/** Ours: only the vendor sends these events, and a scan it answered is not asked again. */
export const documentSessionRefusal = (status: DocumentScanStatus, event: ScanAnswerEvent) =>
  `A licence scan that is ${status} takes no further answer (${event})`;

/**
 * One licence scan (a document session, 001 §8): stored processing when the consumer submits it; each poll asks the
 * vendor, who answers processing (the scan stays processing), passed, or one of the failures. The first answer other
 * than processing is the scan's: it is never changed by a later poll (a new scan is a new session, counted against
 * the attempts). Pure: the server asks it through documentSessionMoves, its UPDATE conditional on the from-states.
 */
export const documentSessionLifecycle = setup({
  types: { events: {} as { type: ScanAnswerEvent } },
}).createMachine({
  id: 'documentSessionLifecycle',
  initial: 'processing',
  states: {
    processing: {
      description: 'Submitted; the vendor has not answered yet',
      on: moves({
        STILL_PROCESSING: 'processing',
        PASS: 'passed',
        FAIL: 'failed',
        COMMUNICATION_ERROR: 'communication_error',
        UNSUPPORTED_DEVICE: 'unsupported_device',
        UNDER_SUPPORTED_AGE: 'under_supported_age',
        CHALLENGE_MISMATCH: 'challenge_mismatch',
        ALREADY_SUBMITTED: 'already_submitted',
      }),
    },
    passed: ended('The licence passed: the journey moves on'),
    failed: ended('The scan did not pass; another scan may'),
    communication_error: ended('The vendor could not be reached; another scan may'),
    unsupported_device: ended('The device cannot scan; another scan (on another device) may'),
    under_supported_age: ended('Under the age the vendor supports: no scan changes that'),
    challenge_mismatch: ended('The licence does not match the credit file; another scan may'),
    already_submitted: ended('The licence was already submitted: the lender follows up'),
  },
});

export const documentSessionMoves = statusMoves<DocumentScanStatus, ScanAnswerEvent>(
  documentSessionLifecycle,
  documentSessionRefusal,
);

/** The status a submitted scan is stored with: the machine's initial state. */
export const NEW_SCAN_STATUS = documentSessionLifecycle.config.initial as DocumentScanStatus;

/** Whether a scan in `status` still waits for the vendor (a poll asks it again): the statuses taking an answer. */
export const awaitsScanAnswer = (status: DocumentScanStatus): boolean =>
  documentSessionMoves.taking(SCAN_ANSWER_EVENT.processing).includes(status);
