import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkOrigin, SITE_KEY_MESSAGES, siteKeySchema } from './site-key.ts';

describe('checkOrigin', () => {
  it.each([
    ['https://shop.example.com', 'https://shop.example.com'],
    ['  HTTPS://Shop.Example.COM/ ', 'https://shop.example.com'],
    ['https://shop.example.com:443', 'https://shop.example.com'],
    ['http://localhost:5174', 'http://localhost:5174'],
    ['https://shop.example.com:8443/', 'https://shop.example.com:8443'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['https://xn--bcher-kva.example', 'https://xn--bcher-kva.example'],
  ])('%s → %s', (typed, origin) => {
    expect(checkOrigin(typed)).toEqual({ origin });
  });

  it.each([
    ['', SITE_KEY_MESSAGES.originRequired],
    ['   ', SITE_KEY_MESSAGES.originRequired],
    ['shop.example.com', SITE_KEY_MESSAGES.originScheme],
    ['ftp://shop.example.com', SITE_KEY_MESSAGES.originScheme],
    ['javascript:alert(1)', SITE_KEY_MESSAGES.originScheme],
    ['https://shop.example.com/offers', SITE_KEY_MESSAGES.originPath],
    ['https://shop.example.com?x=1', SITE_KEY_MESSAGES.originPath],
    ['https://shop.example.com/#top', SITE_KEY_MESSAGES.originPath],
    ['https://user:pw@shop.example.com', SITE_KEY_MESSAGES.originCredentials],
    ['https://', SITE_KEY_MESSAGES.originInvalid],
    ['https:/shop.example.com', SITE_KEY_MESSAGES.originInvalid],
    ['https://*.example.com', SITE_KEY_MESSAGES.originInvalid],
    ['https://shop example.com', SITE_KEY_MESSAGES.originInvalid],
    ['https://shop.example.com:99999', SITE_KEY_MESSAGES.originInvalid],
  ])('refuses %j: %s', (typed, error) => {
    expect(checkOrigin(typed)).toEqual({ error });
  });
});

describe('siteKeySchema', () => {
  it('normalises the origins and defaults enabled', () => {
    const parsed = v.parse(siteKeySchema, { name: ' Flyer ', approvedOrigins: ['https://A.example/'] });
    expect(parsed).toEqual({ name: 'Flyer', enabled: true, approvedOrigins: ['https://a.example'] });
  });

  it('puts each bad origin’s message on its row, and refuses duplicates after normalising', () => {
    const bad = v.safeParse(siteKeySchema, {
      name: '',
      enabled: true,
      approvedOrigins: ['https://ok.example', 'ok.example', 'https://ok.example/path'],
    });
    const messages = Object.fromEntries(
      (bad.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message] as const),
    );
    expect(messages).toEqual({
      name: 'Name is required',
      'approvedOrigins.1': SITE_KEY_MESSAGES.originScheme,
      'approvedOrigins.2': SITE_KEY_MESSAGES.originPath,
    });
    const dup = v.safeParse(siteKeySchema, {
      name: 'x',
      approvedOrigins: ['https://a.example', 'HTTPS://a.example:443'],
    });
    expect(dup.issues?.map((issue) => issue.message)).toEqual([SITE_KEY_MESSAGES.originDuplicate]);
  });
});
