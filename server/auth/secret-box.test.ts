import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSealedBytes, openBytes, sealBytes } from './secret-box.ts';

describe('sealBytes / openBytes', () => {
  const key = randomBytes(32);
  const bytes = new Uint8Array(Buffer.from('%PDF-1.7 a pay stub of Maria Garcia'));

  it('round-trips bytes under the same key and context, and hides them', () => {
    const sealed = sealBytes(key, bytes, 'row-1');
    expect(isSealedBytes(sealed)).toBe(true);
    expect(sealed.includes(Buffer.from('Garcia'))).toBe(false);
    expect(openBytes(key, sealed, 'row-1').equals(Buffer.from(bytes))).toBe(true);
  });

  it('refuses another key, another context, tampering and clear bytes', () => {
    const sealed = sealBytes(key, bytes, 'row-1');
    expect(() => openBytes(randomBytes(32), sealed, 'row-1')).toThrow();
    expect(() => openBytes(key, sealed, 'row-2')).toThrow();
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] ?? 0) ^ 1;
    expect(() => openBytes(key, tampered, 'row-1')).toThrow();
    expect(isSealedBytes(bytes)).toBe(false);
    expect(() => openBytes(key, bytes)).toThrow();
  });
});
