import { expect } from 'vitest';
import { getNextSnapshot } from 'xstate';
import type { ProductValidationStatus } from '../../domain/catalog/statuses.ts';
import { defineChecks } from '../guard-checks.test-helper.ts';
import { type ProductValidationEvent, productValidation } from './product-validation-lifecycle.ts';

type Chart = typeof productValidation;

/** The status after `event` as the chart given decides it (null: refused). */
function moveOn(chart: Chart, status: ProductValidationStatus, event: ProductValidationEvent) {
  const snapshot = chart.resolveState({ value: status });
  if (!snapshot.can(event)) return null;
  return getNextSnapshot(chart, snapshot, event).value as ProductValidationStatus;
}

/** The seed's product validation order (002 §4), asked of whichever chart is given (the server's oracle). */
export const productValidationChecks = defineChecks(productValidation, {
  'only rules that parse are syntax checked': (chart) => {
    expect(moveOn(chart, 'PENDING', { type: 'CHECK_RULES', rulesParse: true })).toBe('SYNTAX_CHECKED');
    expect(moveOn(chart, 'PENDING', { type: 'CHECK_RULES', rulesParse: false })).toBeNull();
  },

  'only a fully configured product is validated': (chart) => {
    expect(moveOn(chart, 'SYNTAX_CHECKED', { type: 'VALIDATE', issues: 0 })).toBe('VALIDATED');
    expect(moveOn(chart, 'SYNTAX_CHECKED', { type: 'VALIDATE', issues: 2 })).toBeNull();
    expect(moveOn(chart, 'PENDING', { type: 'VALIDATE', issues: 0 })).toBeNull();
  },

  'the campaign’s activation makes active only a validated product the lender left active': (chart) => {
    for (const from of ['VALIDATED', 'COMPLETE'] as const) {
      expect(moveOn(chart, from, { type: 'ACTIVATE', participating: true })).toBe('ACTIVE');
      expect(moveOn(chart, from, { type: 'ACTIVATE', participating: false })).toBeNull();
    }
    for (const from of ['PENDING', 'SYNTAX_CHECKED', 'INACTIVE'] as const)
      expect(moveOn(chart, from, { type: 'ACTIVATE', participating: true })).toBeNull();
  },
});
