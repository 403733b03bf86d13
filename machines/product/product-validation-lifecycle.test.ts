import { describe, expect, it } from 'vitest';
import { PRODUCT_VALIDATION_STATUSES } from '../../domain/catalog/statuses.ts';
import { itPassesChecks } from '../guard-checks.test-helper.ts';
import { itIsCatalogued } from '../lifecycle.test-helper.ts';
import { expectReachesExactly, modelPaths } from '../redemption/model-based.test-helper.ts';
import { productValidationChecks } from './product-validation-lifecycle.checks.test-support.ts';
import {
  PRODUCT_VALIDATION_EVENTS,
  PRODUCT_VALIDATION_MESSAGES,
  productStatusesTaking,
  productValidation,
  productValidationMove,
  walkProductValidation,
} from './product-validation-lifecycle.ts';

/** Every event with the facts that let its guard pass. */
const passing = PRODUCT_VALIDATION_EVENTS.map((type) =>
  type === 'CHECK_RULES'
    ? { type, rulesParse: true }
    : type === 'VALIDATE'
      ? { type, issues: 0 }
      : type === 'ACTIVATE'
        ? { type, participating: true }
        : { type },
);

describe('productValidation', () => {
  itIsCatalogued(productValidation, PRODUCT_VALIDATION_STATUSES);

  it('reaches every status of the seed from PENDING', () => {
    const { paths } = modelPaths(productValidation, passing);
    expectReachesExactly(paths, PRODUCT_VALIDATION_STATUSES);
  });

  itPassesChecks(productValidationChecks);

  it('a save walks a new product to VALIDATED, and stops at the first refusal with its reason', () => {
    const save = [
      { type: 'CHECK_RULES', rulesParse: true },
      { type: 'VALIDATE', issues: 0 },
    ] as const;
    expect(walkProductValidation('PENDING', save)).toEqual({ next: 'VALIDATED' });
    expect(walkProductValidation('ACTIVE', [{ type: 'REVISE' }, ...save])).toEqual({ next: 'VALIDATED' });
    expect(walkProductValidation('PENDING', [{ type: 'CHECK_RULES', rulesParse: false }, save[1]])).toEqual({
      refused: PRODUCT_VALIDATION_MESSAGES.rulesInvalid,
    });
  });

  it('refuses with the seed’s words for an inactive product and names the status otherwise', () => {
    expect(productValidationMove('VALIDATED', { type: 'ACTIVATE', participating: false })).toEqual({
      refused: 'Inactive products are no longer considered for offer generation',
    });
    expect(productValidationMove('PENDING', { type: 'CAMPAIGN_DONE' })).toEqual({
      refused: 'A product cannot take campaign done while it is pending',
    });
  });

  it('gives the from-states of a conditional update', () => {
    expect(productStatusesTaking('ACTIVATE')).toEqual(['VALIDATED', 'COMPLETE']);
    expect(productStatusesTaking('CAMPAIGN_DONE')).toEqual(['ACTIVE']);
  });
});
