import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newSigningSecret, signatureHeader, verifySignature } from './signature.ts';

describe('postback signature', () => {
  it('is t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">', () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const header = signatureHeader('whsec_test', '{"a":1}', at);
    const t = Math.floor(at.getTime() / 1000);
    expect(header).toBe(`t=${t},v1=${createHmac('sha256', 'whsec_test').update(`${t}.{"a":1}`).digest('hex')}`);
    expect(verifySignature('whsec_test', header, '{"a":1}', at)).toBe(true);
  });

  it('refuses another secret, another body, a stale timestamp and a malformed header', () => {
    const at = new Date();
    const header = signatureHeader('whsec_test', 'body', at);
    expect(verifySignature('whsec_other', header, 'body', at)).toBe(false);
    expect(verifySignature('whsec_test', header, 'body!', at)).toBe(false);
    expect(verifySignature('whsec_test', header, 'body', new Date(at.getTime() + 301_000))).toBe(false);
    expect(verifySignature('whsec_test', 'garbage', 'body', at)).toBe(false);
    expect(verifySignature('whsec_test', 't=1,v1=zz', 'body', at)).toBe(false);
  });

  it('makes distinct secrets', () => {
    const secret = newSigningSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newSigningSecret()).not.toBe(secret);
  });
});
