import { formatRule } from '../rules/format-rule.ts';
import type { RuleNode } from '../rules/rule-ast.ts';
import { compileEngine, type OfferEngine } from './compile-engine.ts';

/**
 * An engine of one national lender and one product with the given product and tier rules (as console text), for the
 * random-rule tests: the differential test against json-rules-engine and the trace property test.
 */
export function ruleEngine(product: RuleNode, tiers: readonly RuleNode[]): OfferEngine {
  return compileEngine({
    lenders: [{ id: 'l', acceptsMla: true, membership: [{ state: '*' }] }],
    products: [
      {
        id: 'p',
        lenderId: 'l',
        type: 'Unsecured_Loan',
        status: 'active',
        rule: formatRule(product),
        tiers: tiers.map((tier, index) => ({
          id: `t${index}`,
          name: `t${index}`,
          type: 'PRESCREEN',
          rule: formatRule(tier),
          terms: [{ term: 12, apr: '9', limit: '1000', minimum: '100' }],
        })),
      },
    ],
    productRuleContext: 'tier',
  });
}
