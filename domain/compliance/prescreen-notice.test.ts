import { describe, expect, it } from 'vitest';
import { CREDIT_BUREAUS } from '../catalog/lender.ts';
import { OFFER_CATEGORIES } from '../catalog/products.ts';
import {
  carriesPrescreenNotice,
  LONG_NOTICE_HEADING,
  longNotice,
  longNoticePath,
  PRESCREEN_NOTICE_VERSIONS,
  PRESCREEN_NOTICES,
  prescreenNoticeFor,
  shortNotice,
} from './prescreen-notice.ts';

describe('the prescreen notice catalogue', () => {
  it('has one entry per bureau, each with its own version', () => {
    expect(Object.keys(PRESCREEN_NOTICES).sort()).toEqual([...CREDIT_BUREAUS].sort());
    expect(new Set(PRESCREEN_NOTICE_VERSIONS).size).toBe(CREDIT_BUREAUS.length);
    for (const bureau of CREDIT_BUREAUS) expect(PRESCREEN_NOTICES[bureau].bureau).toBe(bureau);
  });

  it('the short notice names the right to opt out, the toll-free number and the long notice heading only', () => {
    const text = shortNotice();
    expect(text).toContain('stop receiving “prescreened” offers of credit');
    expect(text).toContain('1-888-5-OPT-OUT');
    expect(text).toContain(LONG_NOTICE_HEADING);
    expect(text).not.toMatch(/TransUnion|Experian/);
  });

  it('the long notice names the bureau, its address, the number and the website', () => {
    const [first, second] = longNotice(PRESCREEN_NOTICES.TRANSUNION);
    expect(first).toMatch(/^PRESCREEN & OPT-OUT NOTICE: This “prescreened” offer of credit is based on information/);
    expect(first).toContain('not guaranteed if you do not meet our criteria');
    expect(second).toContain('(TransUnion) toll-free, 1-888-5-OPT-OUT (1-888-567-8688)');
    expect(second).toContain('www.optoutprescreen.com');
    expect(second).toContain('Woodlyn, PA');
    expect(longNotice(PRESCREEN_NOTICES.EXPERIAN).join(' ')).toContain('(Experian)');
  });

  it('lending categories carry the notice; deposit accounts (not credit) do not', () => {
    const without = OFFER_CATEGORIES.filter((category) => !carriesPrescreenNotice(category));
    expect(without).toEqual(['CHECKING_ACCOUNT', 'CD']);
  });

  it('looks entries up by bureau and builds the long notice path per site', () => {
    expect(prescreenNoticeFor('EXPERIAN')?.agencyName).toBe('Experian');
    expect(prescreenNoticeFor('EQUIFAX')).toBeUndefined();
    expect(longNoticePath('/further', 'TRANSUNION')).toBe('/further/prescreen-notice/transunion');
  });
});
