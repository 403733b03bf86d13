import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isPostbackUrl, POSTBACK_MESSAGES, postbackConfigSchema } from './postback.ts';

describe('postback configuration', () => {
  it('takes http(s) URLs only', () => {
    expect(isPostbackUrl('https://partner.example/hooks?x=1')).toBe(true);
    expect(isPostbackUrl('http://localhost:9000/x')).toBe(true);
    for (const bad of [
      'ftp://partner.example/',
      'javascript:alert(1)',
      'partner.example',
      'https://u:p@partner.example/',
    ]) {
      expect(isPostbackUrl(bad), bad).toBe(false);
    }
    expect(isPostbackUrl(`https://partner.example/${'a'.repeat(2000)}`)).toBe(false);
  });

  it('orders the events, defaults to enabled, and says what is wrong', () => {
    const parsed = v.parse(postbackConfigSchema, {
      url: ' https://partner.example/h ',
      events: ['offer.funded', 'offer.viewed'],
    });
    expect(parsed).toEqual({
      url: 'https://partner.example/h',
      enabled: true,
      events: ['offer.viewed', 'offer.funded'],
    });
    const failed = v.safeParse(postbackConfigSchema, { url: 'nope', events: [] });
    expect(failed.issues?.map((issue) => issue.message)).toEqual([POSTBACK_MESSAGES.url, POSTBACK_MESSAGES.events]);
  });
});
