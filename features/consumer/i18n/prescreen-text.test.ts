import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import {
  LONG_NOTICE_HEADING,
  longNotice,
  OPT_OUT_PHONE,
  OPT_OUT_WEBSITE,
  PRESCREEN_NOTICES,
  shortNotice,
} from '../../../domain/compliance/prescreen-notice.ts';
import { SPANISH } from './es.ts';
import { prescreenMessages as m } from './messages/prescreen.ts';

const english = createIntl({ locale: 'en-US', defaultLocale: 'en-US', onError: () => undefined });
const spanish = createIntl({ locale: 'es-US', defaultLocale: 'en-US', messages: SPANISH, onError: () => undefined });

describe('the prescreen notices in the catalogue', () => {
  it('are, in English, the domain’s wording word for word (a changed wording needs new message ids)', () => {
    expect(english.formatMessage(m.heading)).toBe(LONG_NOTICE_HEADING);
    const location = english.formatMessage(m.linkBelow);
    expect(english.formatMessage(m.short, { phone: OPT_OUT_PHONE, heading: LONG_NOTICE_HEADING, location })).toBe(
      shortNotice(),
    );
    for (const entry of Object.values(PRESCREEN_NOTICES)) {
      const values = {
        agency: entry.agencyName,
        phone: OPT_OUT_PHONE,
        website: OPT_OUT_WEBSITE,
        address: entry.agencyAddress,
      };
      expect([
        english.formatMessage(m.long1, { heading: LONG_NOTICE_HEADING }),
        english.formatMessage(m.long2, values),
      ]).toEqual(longNotice(entry));
    }
  });

  it('have a Spanish that keeps the phone number, the website and the agency’s address', () => {
    const entry = PRESCREEN_NOTICES.EXPERIAN;
    const text = spanish.formatMessage(m.long2, {
      agency: entry.agencyName,
      phone: OPT_OUT_PHONE,
      website: OPT_OUT_WEBSITE,
      address: entry.agencyAddress,
    });
    expect(text).toContain(OPT_OUT_PHONE);
    expect(text).toContain(OPT_OUT_WEBSITE);
    expect(text).toContain(entry.agencyAddress);
    expect(text).toMatch(/^Si no desea recibir/);
  });
});
