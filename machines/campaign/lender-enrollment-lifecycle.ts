import { setup } from 'xstate';
import { ENROLLMENT_MESSAGES } from '../../domain/catalog/consumer-files.ts';
import { PRESCREEN_MESSAGES } from '../../domain/validation/campaign-prescreen.ts';
import { moves } from '../lifecycle-config.ts';
import { statusMoves } from '../status-moves.ts';

/** A lender's enrollment status in a UC campaign as stored (fi_campaign_enrollments.status). */
export type LenderEnrollmentStatus = 'ENROLLED' | 'NOT_ENROLLED';

/**
 * The lender's own enroll and unenroll (lender console), the admin's by hand (the campaign's lenders), and the
 * platform's auto-enrollment of an auto-enroll lender (002 §4).
 */
export const LENDER_ENROLLMENT_EVENTS = [
  'ENROLL',
  'UNENROLL',
  'ADMIN_ENROLL',
  'ADMIN_UNENROLL',
  'AUTO_ENROLL',
] as const;
export type LenderEnrollmentEventType = (typeof LENDER_ENROLLMENT_EVENTS)[number];

/** The seed's words for a refused enrollment change, the lender's or the admin's. */
export const lenderEnrollmentRefusal = (status: LenderEnrollmentStatus, event: LenderEnrollmentEventType) =>
  event === 'ENROLL'
    ? ENROLLMENT_MESSAGES.alreadyEnrolled
    : event === 'UNENROLL'
      ? ENROLLMENT_MESSAGES.notEnrolled
      : event === 'ADMIN_UNENROLL'
        ? PRESCREEN_MESSAGES.notEnrolled
        : `A lender ${status.toLowerCase().replace('_', ' ')} takes no ${event}.`;

/**
 * A lender's enrollment in a UC campaign (002 §4 enrollment). No row and NOT_ENROLLED are alike: the lender enrolls
 * (ENROLLED), an enrolled lender unenrolls (NOT_ENROLLED); the lender enrolling twice or unenrolling when not
 * enrolled is refused. The admin enrolls any lender (an enrolled one again: the enrollment becomes the admin's, no
 * longer automatic) and unenrolls an enrolled one; the platform auto-enrolls a lender not enrolled. Pure: the server
 * asks it through lenderEnrollmentMoves; the UPDATEs are conditional on the statuses each event leaves.
 */
export const lenderEnrollmentLifecycle = setup({
  types: { events: {} as { type: LenderEnrollmentEventType } },
}).createMachine({
  id: 'lenderEnrollmentLifecycle',
  initial: 'NOT_ENROLLED',
  states: {
    NOT_ENROLLED: {
      description: 'Not enrolled, or no enrollment yet',
      on: moves({ ENROLL: 'ENROLLED', ADMIN_ENROLL: 'ENROLLED', AUTO_ENROLL: 'ENROLLED' }),
    },
    ENROLLED: {
      description: 'Takes part in the campaign: its products are prescreened and offered',
      on: moves({ UNENROLL: 'NOT_ENROLLED', ADMIN_UNENROLL: 'NOT_ENROLLED', ADMIN_ENROLL: 'ENROLLED' }),
    },
  },
});

export const lenderEnrollmentMoves = statusMoves<LenderEnrollmentStatus, LenderEnrollmentEventType>(
  lenderEnrollmentLifecycle,
  lenderEnrollmentRefusal,
);

/** The stored status as the lender's campaign reads it ('Enrolled', 'Not Enrolled', 'None': no row yet). */
export const storedEnrollment = (state: string): LenderEnrollmentStatus =>
  state === 'Enrolled' ? 'ENROLLED' : 'NOT_ENROLLED';
