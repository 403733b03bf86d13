/** Rule operators (001 §3, 000 §3) and the subset allowed when editing rules in the console (002 §5). */
export const RULE_OPERATORS = ['=', '!=', '<', '>', '<=', '>='] as const;
export type RuleOperator = (typeof RULE_OPERATORS)[number];

export const CONSOLE_RULE_OPERATORS = ['=', '<', '>', '<=', '>='] as const satisfies readonly RuleOperator[];

export const RULE_COMBINATORS = ['and', 'or'] as const;
export type RuleCombinator = (typeof RULE_COMBINATORS)[number];

/** Criteria text tokens (001 §5). */
export const CRITERIA_OPERATORS = ['GT', 'GTE', 'LT', 'LTE', 'EQ', 'NOTEQ', 'IN', 'NOTIN'] as const;
export type CriteriaOperator = (typeof CRITERIA_OPERATORS)[number];

export const FILTER_OPERATORS = [
  'EQUAL',
  'NOT_EQUAL',
  'BETWEEN',
  'LIKE',
  'GREATERTHAN',
  'GREATERTHANEQUALTO',
  'LESSTHAN',
  'LESSTHANEQUALTO',
  'IN',
  'NOTIN',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export const FIELD_TYPES = ['DATE', 'INTEGER', 'TIMESTAMP', 'STRING', 'STRING_ENUM'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const LOAN_LEAD_FILTER_FIELDS = [
  'dateAccepted',
  'assignedFIUserId',
  'status',
  'ucCampaignId',
  'id',
  'consumerLastName',
  'productCategoryId',
  'redeemStatus',
  'redeemType',
  'fundingStatus',
] as const;
export type LoanLeadFilterField = (typeof LOAN_LEAD_FILTER_FIELDS)[number];

export const DEFAULT_LOAN_LEAD_SORT = { field: 'dateAccepted', direction: 'desc' } as const;
