import { DATA_PARTNERS } from '../../domain/catalog/lender.ts';
import { LONG_NOTICE_HEADING } from '../../domain/compliance/prescreen-notice.ts';
import { RULE_FIELDS } from '../../domain/rules/bureau-fields.ts';

/**
 * What a person must never read on a console page (issue 27 item 4): a raw enumeration code, an ISO timestamp, an
 * amount or rate the formatters did not touch, a uuid. The display-format browser test runs these over each page's
 * visible main text; tests/e2e/display-findings.test.ts proves each rule catches its example and passes its label.
 */

export interface Finding {
  readonly rule: 'code' | 'timestamp' | 'amount' | 'rate' | 'uuid';
  readonly text: string;
}

/**
 * Codes that are data, not enumerations: a person writes or reads them as they are. Each entry says where from.
 */
export const DATA_CODES: ReadonlySet<string> = new Set([
  // Bureau field names of the eligibility rule language: an admin types them into a stipulation's or criterion's
  // rule (OLDEST_TRADE_MONTHS < 24), and the rule is shown as written.
  ...RULE_FIELDS,
  // The LOS and data-partner vendors a lender's integration is of (CUNEXUS, MKIII): the vendor's own identifier.
  ...DATA_PARTNERS,
  // Abbreviations people read as they are (a home equity line of credit is a HELOC; the FFIEC publishes the census
  // file the fair-lending pre-check reads, decision 0650).
  'HELOC',
  'FFIEC',
  // The heading of Regulation V's model prescreen notice, in capitals as the model form prints it: the offer letter
  // the outbox shows carries the long notice (decision 0610).
  ...LONG_NOTICE_HEADING.split(/[^A-Z]+/).filter(Boolean),
]);

/**
 * Pages whose codes are all data: the lender's lookup lists pair each of its LOS codes (FULL_TIME, CASH_OUT…) with
 * the label its consumers read; the code is what the lender's loan system expects, so the page shows it verbatim.
 */
export const DATA_CODE_PAGES: ReadonlySet<string> = new Set([
  'employmentStatus',
  'occupancyStatus',
  'purposeTypes',
  'refinanceReasons',
]);

/**
 * Pages that show a uuid as configuration the admin typed in: an embedder's reports dashboard ID is the external BI
 * dashboard's own id, shown so the admin can check it against that system.
 */
export const DATA_UUID_PAGES: ReadonlySet<string> = new Set(['embedders/$embedderId']);

const RULES: readonly { readonly rule: Finding['rule']; readonly pattern: RegExp }[] = [
  // ENROLLMENT_STARTED, PENDING_DOCUMENTS: two or more capitals joined by underscores.
  { rule: 'code', pattern: /(?<![\w{])[A-Z][A-Z0-9]+(?:_[A-Z0-9]+)+(?![\w}])/g },
  // STANDALONE, PENDING: a one-word code of five or more capitals (shorter ones are abbreviations: APR, NCUA).
  { rule: 'code', pattern: /(?<![\w{-])[A-Z]{5,}(?![\w}-])/g },
  { rule: 'timestamp', pattern: /\d{4}-\d{2}-\d{2}T\d{2}:/g },
  // $1500.00 or $15000: four or more integer digits after $ without a thousands separator.
  { rule: 'amount', pattern: /\$\s?-?\d{4,}(?:\.\d+)?/g },
  // 15000.00 or 314.95 with no $: a bare decimal with cents (percentages and formatted amounts are left out).
  // Not inside a word: a token or link (a reset mail's JWT in the outbox, "…J9.85QN…") is no amount.
  { rule: 'amount', pattern: /(?<![$\w.,:/-])\d{1,3}(?:\d{3})*\.\d{2}(?![\w%.])/g },
  // APR 9.490: a rate with a third decimal of zero, which formatPercent drops.
  { rule: 'rate', pattern: /(?<![\d.$])\d{1,2}\.\d{2}0(?!\d)%?/g },
  { rule: 'uuid', pattern: /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi },
];

/** Every finding in a page's text, data codes excepted (all codes on a page of DATA_CODE_PAGES), each once. */
export function displayFindings(text: string, page = ''): Finding[] {
  const found = new Map<string, Finding>();
  for (const { rule, pattern } of RULES) {
    for (const match of text.matchAll(pattern)) {
      const token = match[0];
      if (rule === 'code' && (DATA_CODES.has(token) || DATA_CODE_PAGES.has(page))) continue;
      if (rule === 'uuid' && DATA_UUID_PAGES.has(page)) continue;
      found.set(`${rule}:${token}`, { rule, text: token });
    }
  }
  return [...found.values()];
}
