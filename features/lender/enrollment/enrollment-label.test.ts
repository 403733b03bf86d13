import { describe, expect, it } from 'vitest';
import { enrollmentLabel } from './enrollment-label.ts';

describe('enrollmentLabel', () => {
  it('says "auto enrolled" only for an enrollment the platform made', () => {
    expect(enrollmentLabel({ enrollmentState: 'Enrolled', autoEnrolled: true })).toBe('Enrolled · auto enrolled');
    expect(enrollmentLabel({ enrollmentState: 'Enrolled', autoEnrolled: false })).toBe('Enrolled');
    expect(enrollmentLabel({ enrollmentState: 'Not Enrolled', autoEnrolled: true })).toBe('Not Enrolled');
    expect(enrollmentLabel({ enrollmentState: 'None', autoEnrolled: false })).toBe('Not enrolled yet');
  });
});
