import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { wordsOf } from '../../../kit/words.ts';
import { enrollmentLabel } from './enrollment-label.ts';

/** The English a label reads as (a message's default). */
const english = createIntl({ locale: 'en', defaultLocale: 'en' });
const label = (campaign: Parameters<typeof enrollmentLabel>[0]) => wordsOf(english, enrollmentLabel(campaign));

describe('enrollmentLabel', () => {
  it('says "auto enrolled" only for an enrollment the platform made', () => {
    expect(label({ enrollmentState: 'Enrolled', autoEnrolled: true })).toBe('Enrolled · auto enrolled');
    expect(label({ enrollmentState: 'Enrolled', autoEnrolled: false })).toBe('Enrolled');
    expect(label({ enrollmentState: 'Not Enrolled', autoEnrolled: true })).toBe('Not Enrolled');
    expect(label({ enrollmentState: 'None', autoEnrolled: false })).toBe('Not enrolled yet');
  });
});
