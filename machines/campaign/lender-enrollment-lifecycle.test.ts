import { describe, expect, it } from 'vitest';
import { ENROLLMENT_MESSAGES } from '../../domain/catalog/consumer-files.ts';
import { PRESCREEN_MESSAGES } from '../../domain/validation/campaign-prescreen.ts';
import { lenderEnrollmentMoves, storedEnrollment } from './lender-enrollment-lifecycle.ts';

describe('lenderEnrollmentLifecycle', () => {
  it('enrolls a lender not enrolled (no row alike) and unenrolls an enrolled one', () => {
    expect(lenderEnrollmentMoves.next(storedEnrollment('None'), 'ENROLL')).toBe('ENROLLED');
    expect(lenderEnrollmentMoves.next(storedEnrollment('Not Enrolled'), 'AUTO_ENROLL')).toBe('ENROLLED');
    expect(lenderEnrollmentMoves.next(storedEnrollment('Enrolled'), 'UNENROLL')).toBe('NOT_ENROLLED');
    expect(lenderEnrollmentMoves.next('ENROLLED', 'ADMIN_ENROLL')).toBe('ENROLLED');
  });

  it('refuses a change that changes nothing, in the seed’s words for the lender and the admin', () => {
    expect(lenderEnrollmentMoves.move('ENROLLED', 'ENROLL')).toEqual({ refused: ENROLLMENT_MESSAGES.alreadyEnrolled });
    expect(lenderEnrollmentMoves.move('NOT_ENROLLED', 'UNENROLL')).toEqual({
      refused: ENROLLMENT_MESSAGES.notEnrolled,
    });
    expect(lenderEnrollmentMoves.move('NOT_ENROLLED', 'ADMIN_UNENROLL')).toEqual({
      refused: PRESCREEN_MESSAGES.notEnrolled,
    });
    expect(lenderEnrollmentMoves.taking('AUTO_ENROLL')).toEqual(['NOT_ENROLLED']);
  });
});
