import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { solidPng } from '../../tests/fixtures/png.ts';
import { authed, upload } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { financialInstitutions } from '../db/schema/index.ts';
import { DEMO_LENDERS } from '../db/seed.ts';

const summit = DEMO_LENDERS[0];
const base = `/api/fi/${summit.number}/logo`;
const FIELD = 'campaignDocument';

const ctx = seededApp({ signIns: ['cu-admin', 'cu-readonly', 'bank-admin'] });
const { tokens, call } = ctx;

const put = (file: File, token = tokens['cu-admin']) => call(base, upload(token, FIELD, file, 'PUT'));
const pngFile = (bytes: Buffer, name = 'logo.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const storedLogo = async () =>
  (
    await ctx.db
      .select({ image: financialInstitutions.logoImage, type: financialInstitutions.logoContentType })
      .from(financialInstitutions)
      .where(eq(financialInstitutions.id, summit.id))
  )[0];
const lastAudit = () => ctx.lastAudit('LOGO_UPDATED');

const first = solidPng(1008, 645);
const second = solidPng(1008, 645, [200, 40, 40]);

describe('the lender logo', () => {
  it('is 404 before any upload', async () => {
    const response = await call(base, authed('GET', tokens['cu-readonly']));
    expect(response.status).toBe(404);
  });

  it('takes a 1008 × 645 PNG, answers its facts, serves the bytes and audits digests, not bytes', async () => {
    const response = await put(pngFile(first));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      contentType: 'image/png',
      size: first.length,
      sha256: sha256(first),
      width: 1008,
      height: 645,
    });
    const served = await call(base, authed('GET', tokens['cu-readonly']));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(first)).toBe(true);
    expect(await lastAudit()).toMatchObject({
      category: 'LENDER',
      entityType: 'LOGO',
      tenantId: summit.id,
      oldValue: null,
      newValue: { contentType: 'image/png', size: first.length, sha256: sha256(first) },
    });
  });

  it('replaces the logo, the audit naming the old and the new one', async () => {
    expect((await put(pngFile(second, 'anything.bin'))).status).toBe(200);
    expect(await lastAudit()).toMatchObject({
      oldValue: { sha256: sha256(first), size: first.length },
      newValue: { sha256: sha256(second), size: second.length },
    });
    const row = await lastAudit();
    expect(JSON.stringify(row)).not.toContain(first.toString('base64').slice(0, 40));
  });

  it('refuses a missing file, a wrong kind, a wrong size or a disguised file, keeping the logo', async () => {
    const before = await storedLogo();
    const missing = await call(base, upload(tokens['cu-admin'], 'other', pngFile(first), 'PUT'));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'MISSING_REQUIRED_FIELD', message: 'logo is missing' });
    const json = await call(base, authed('PUT', tokens['cu-admin'], {}));
    expect(await json.json()).toMatchObject({ message: 'logo is missing' });

    const wrongSize = await put(pngFile(solidPng(1000, 645)));
    expect(wrongSize.status).toBe(400);
    expect(await wrongSize.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Image must be 1008 x 645 pixels',
      issues: [{ path: FIELD, message: 'Image must be 1008 x 645 pixels' }],
    });
    const gif = new File([new Uint8Array(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'))], 'logo.png');
    const pdf = new File(['%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'], 'logo.png', { type: 'image/png' });
    const text = new File(['not an image at all'], 'logo.png', { type: 'image/png' });
    const truncated = pngFile(first.subarray(0, 20));
    for (const file of [gif, pdf, text, truncated]) {
      const response = await put(file);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid File Type' });
    }
    const tooBig = new File([new Uint8Array(first), new Uint8Array(5 * 1024 * 1024)], 'logo.png');
    const big = await put(tooBig);
    expect(big.status).toBe(400);
    expect(await big.json()).toMatchObject({
      message: 'File exceeds maximum size. Please upload a file that is 5MB or less.',
    });
    // Far over the cap: refused while it streams in.
    expect((await put(new File([new Uint8Array(6 * 1024 * 1024)], 'logo.png'))).status).toBe(413);
    expect(await storedLogo()).toEqual(before);
  });

  it('refuses another lender and a Read-only user’s upload', async () => {
    const before = await storedLogo();
    expect((await call(base, authed('GET', tokens['bank-admin']))).status).toBe(403);
    expect((await put(pngFile(first), tokens['bank-admin'])).status).toBe(403);
    expect((await put(pngFile(first), tokens['cu-readonly'])).status).toBe(403);
    expect((await call(base, authed('PUT', tokens['cu-readonly'], {}))).status).toBe(403);
    expect(await storedLogo()).toEqual(before);
  });
});
