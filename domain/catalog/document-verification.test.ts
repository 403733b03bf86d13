import { describe, expect, it } from 'vitest';
import { DOCUMENT_FAILURE_STATUSES, documentFailure, tooManyDocumentAttempts } from './document-verification.ts';

describe('document verification outcomes (001 §8)', () => {
  it('has a message of its own for every named failure', () => {
    const messages = DOCUMENT_FAILURE_STATUSES.map((status) => documentFailure(status).message);
    expect(new Set(messages).size).toBe(DOCUMENT_FAILURE_STATUSES.length);
  });

  it('offers another scan only where scanning again can change the answer', () => {
    expect(documentFailure('communication_error').retry).toBe(true);
    expect(documentFailure('challenge_mismatch').retry).toBe(true);
    expect(documentFailure('under_supported_age').retry).toBe(false);
    expect(documentFailure('already_submitted').message).toMatch(/lender will follow up/);
    expect(documentFailure('already_submitted').retry).toBe(false);
  });

  it('reads an unknown status as the generic failure', () => {
    expect(documentFailure('something-new')).toEqual(documentFailure('failed'));
    expect(documentFailure(null)).toEqual(documentFailure('failed'));
  });

  it('gives redirect offers their three messages: challenge mismatch, too many attempts, generic', () => {
    expect(documentFailure('challenge_mismatch', { redirect: true }).message).toMatch(/send you on to the lender/);
    expect(documentFailure('communication_error', { redirect: true }).title).toBe("We couldn't send you to the lender");
    expect(documentFailure('failed', { redirect: true })).toEqual(
      documentFailure('unsupported_device', { redirect: true }),
    );
    expect(tooManyDocumentAttempts(3, { redirect: true })).toMatch(/after 3 attempts, so we can't send you on/);
    expect(tooManyDocumentAttempts(3)).toBe('We could not validate your licence after 3 attempts.');
  });
});
