import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../domain/billing/pricing.ts';
import { INVOICE_STATUSES } from '../../domain/catalog/statuses.ts';
import { itIsCatalogued } from '../lifecycle.test-helper.ts';
import { invoiceLifecycle, invoiceMove, invoiceTargets, nextInvoiceStatus } from './invoice-lifecycle.ts';

describe('invoiceLifecycle', () => {
  itIsCatalogued(invoiceLifecycle, INVOICE_STATUSES);

  it("offers the admin's moves of 002 §3 billing: issue a draft, settle or write off an open invoice, void any unpaid", () => {
    expect(invoiceTargets('DRAFT')).toEqual(['OPEN', 'VOID']);
    expect(invoiceTargets('OPEN')).toEqual(['PAID', 'UNCOLLECTIBLE', 'VOID']);
    expect(invoiceTargets('UNCOLLECTIBLE')).toEqual(['PAID', 'VOID']);
    for (const settled of ['PAID', 'VOID', 'NOT_CREATED', 'NO_REDEEMS', 'NOT_CONFIGURED', 'CREATION_ERROR'] as const)
      expect(invoiceTargets(settled), settled).toEqual([]);
  });

  it("takes the job's outcomes only from NOT_CREATED", () => {
    expect(nextInvoiceStatus('NOT_CREATED', 'GENERATED')).toBe('DRAFT');
    expect(nextInvoiceStatus('NOT_CREATED', 'GENERATION_FAILED')).toBe('CREATION_ERROR');
    expect(nextInvoiceStatus('DRAFT', 'GENERATED')).toBeNull();
  });

  it('refuses with the billing message, also for a status only the job sets', () => {
    expect(invoiceMove('DRAFT', 'PAID')).toEqual({ refused: BILLING_MESSAGES.transition('DRAFT', 'PAID') });
    expect(invoiceMove('DRAFT', 'NOT_CREATED')).toEqual({
      refused: BILLING_MESSAGES.transition('DRAFT', 'NOT_CREATED'),
    });
    expect(invoiceMove('OPEN', 'PAID')).toEqual({ next: 'PAID' });
  });
});
