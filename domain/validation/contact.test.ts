import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { einSchema, emailListSchema, emailSchema, normalizePhone, phoneSchema, webAddressSchema } from './contact.ts';

describe('EIN', () => {
  it('is two digits, a dash, seven digits', () => {
    expect(v.is(einSchema, '12-3456789')).toBe(true);
    for (const bad of ['123456789', '1-23456789', '12-345678', '12-34567890', 'ab-cdefghi', ' 12-3456789']) {
      expect(v.is(einSchema, bad)).toBe(false);
    }
  });
});

describe('phone', () => {
  it('normalises to 3-3-4 with an optional US country code', () => {
    expect(normalizePhone('5551234567')).toBe('555-123-4567');
    expect(normalizePhone('(555) 123-4567')).toBe('555-123-4567');
    expect(normalizePhone('+1 555 123 4567')).toBe('555-123-4567');
    expect(normalizePhone('1-555-123-4567')).toBe('555-123-4567');
    expect(normalizePhone('555.123.4567')).toBe('555-123-4567');
  });

  it('refuses other lengths, other country codes and letters', () => {
    expect(normalizePhone('555123456')).toBeUndefined();
    expect(normalizePhone('25551234567')).toBeUndefined();
    expect(normalizePhone('555-CALL-NOW')).toBeUndefined();
    expect(normalizePhone('')).toBeUndefined();
  });

  it('parses to the normalised form', () => {
    expect(v.parse(phoneSchema, '(555) 123 4567')).toBe('555-123-4567');
    expect(v.safeParse(phoneSchema, '123').success).toBe(false);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?1?[ -]?\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{4}$/), (text) => {
        const once = normalizePhone(text);
        expect(once).toMatch(/^\d{3}-\d{3}-\d{4}$/);
        expect(normalizePhone(once as string)).toBe(once);
      }),
    );
  });
});

describe('web address', () => {
  it('must start with http or https', () => {
    expect(v.parse(webAddressSchema, ' https://bank.example ')).toBe('https://bank.example');
    expect(v.is(webAddressSchema, 'http://cu.example/path?x=1')).toBe(true);
    for (const bad of ['www.bank.example', 'ftp://bank.example', 'https://', 'https:// bank.example']) {
      expect(v.is(webAddressSchema, bad)).toBe(false);
    }
  });
});

describe('email', () => {
  it('is loosely checked', () => {
    expect(v.is(emailSchema, 'pat@example.com')).toBe(true);
    expect(v.is(emailSchema, 'pat+loans@sub.example.co')).toBe(true);
    for (const bad of ['pat', 'pat@example', '@example.com', 'pat @example.com']) {
      expect(v.is(emailSchema, bad)).toBe(false);
    }
  });

  it('parses comma-separated lists', () => {
    expect(v.parse(emailListSchema, 'a@x.io, b@y.io,,')).toEqual(['a@x.io', 'b@y.io']);
    expect(v.safeParse(emailListSchema, 'a@x.io, nope').success).toBe(false);
    expect(v.parse(emailListSchema, '')).toEqual([]);
  });
});
