import { describe, expect, it } from 'vitest';
import { CSV_TEMPLATES } from '../domain/catalog/csv-templates.ts';
import { constantCase, lookupList } from './lookup-list.ts';
import { employmentStatus, LOOKUP_LISTS, OPTION_TYPES, purposeTypes, refinanceReasons } from './lookup-lists.ts';

describe('the lookup-list factory', () => {
  it('derives the three endpoints of a declaration, scoped, permissioned and audited', () => {
    const { list, save, upload } = employmentStatus.endpoints;
    expect([list.method, list.path]).toEqual(['GET', '/fi/:fiId/employmentStatus']);
    expect([save.method, save.path]).toEqual(['PUT', '/fi/:fiId/employmentStatus']);
    expect([upload.method, upload.path]).toEqual(['POST', '/fi/:fiId/employmentStatus/data']);
    expect(upload.multipart).toEqual(['employmentStatusDoc']);
    expect(upload.missingFile).toBe('employee status file is missing');
    for (const endpoint of [list, save, upload]) expect(endpoint.scope).toBe('fi');
    expect(list.permission).toEqual({ area: 'generalSetup', action: 'read' });
    expect(save.audit).toEqual({
      category: 'LENDER',
      entity: 'EMPLOYMENT_STATUS',
      action: 'EMPLOYMENT_STATUS_UPDATED',
    });
    expect(upload.audit).toEqual(save.audit);
  });

  it('puts option types under /fi/{fiId}/options/{type} with form field doc', () => {
    expect(OPTION_TYPES).toEqual(expect.arrayContaining(['purposeTypes', 'refinanceReasons']));
    expect(purposeTypes.endpoints.upload).toMatchObject({
      method: 'POST',
      path: '/fi/:fiId/options/purposeTypes',
      multipart: ['doc'],
    });
    expect(purposeTypes.action).toBe('PURPOSE_TYPES_UPDATED');
    expect(refinanceReasons.action).toBe('REFINANCE_REASONS_UPDATED');
    expect(refinanceReasons.endpoints.list.path).toBe('/fi/:fiId/options/refinanceReasons');
  });

  it('takes an explicit audit action and upload path when given', () => {
    const list = lookupList({
      kind: 'loanTerms',
      label: 'Loan terms',
      path: '/fi/:fiId/loanTerms',
      uploadField: 'doc',
      missingFile: 'loan terms file is missing',
      template: 'options',
      action: 'TERMS_CHANGED',
    });
    expect(list.endpoints.upload.path).toBe('/fi/:fiId/loanTerms');
    expect(list.endpoints.save.audit?.action).toBe('TERMS_CHANGED');
  });

  it('declares every list once, each with a code,label template', () => {
    const kinds = LOOKUP_LISTS.map((list) => list.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const list of LOOKUP_LISTS) expect(CSV_TEMPLATES[list.template].columns).toEqual(['code', 'label']);
    expect(constantCase('occupancyStatus')).toBe('OCCUPANCY_STATUS');
  });
});
