import { parseCriteria } from '../criteria/parse-criteria.ts';
import { canonicalField } from '../rules/bureau-fields.ts';
import { criteriaToRule } from '../rules/criteria-to-rule.ts';
import { parseRule } from '../rules/parse-rule.ts';
import type { RuleContext, RuleNode } from '../rules/rule-ast.ts';

/** A rule ready to run: its AST and, when it came from text, that text (to quote failing clauses as written). */
export interface BuiltRule {
  ast: RuleNode;
  source: string | null;
}

export type BuildRuleResult = { ok: true; rule: BuiltRule } | { ok: false; messages: string[] };

const NO_SPAN = { start: 0, end: 0 };

/** Joins a rule text and criteria cells by and; neither present means the rule always passes. */
export function buildRule(
  definition: { rule?: string | undefined; criteria?: Readonly<Record<string, string>> | undefined },
  context: RuleContext,
): BuildRuleResult {
  const clauses: RuleNode[] = [];
  const messages: string[] = [];
  let source: string | null = null;
  if (definition.rule !== undefined && definition.rule.trim() !== '') {
    const parsed = parseRule(definition.rule, { context });
    if (parsed.ok) {
      clauses.push(parsed.ast);
      source = definition.rule;
    } else messages.push(...parsed.issues.map((issue) => issue.message));
  }
  for (const [name, text] of Object.entries(definition.criteria ?? {})) {
    const field = canonicalField(name);
    if (field === null) {
      messages.push(`Unknown bureau field '${name}'`);
      continue;
    }
    const cell = parseCriteria(text);
    if (!cell.ok) {
      messages.push(`${field}: ${cell.error.message}`);
      continue;
    }
    const built = criteriaToRule(field, cell.cell);
    if (built.ok) clauses.push(built.node);
    else messages.push(built.message);
  }
  if (messages.length > 0) return { ok: false, messages };
  if (clauses.length === 0) return { ok: true, rule: { ast: { kind: 'true', span: NO_SPAN }, source: null } };
  if (clauses.length === 1) return { ok: true, rule: { ast: clauses[0] as RuleNode, source } };
  // Spans of the text rule stay valid within `source`; criteria clauses have empty spans and are quoted by formatRule.
  return { ok: true, rule: { ast: { kind: 'and', children: clauses, span: NO_SPAN }, source } };
}
