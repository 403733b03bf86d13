import type { CriteriaCell } from './criteria-cell.ts';

/** Plain decimal notation: the grammar has no exponents, so 1e21 must come out as digits. */
function formatNumber(value: number): string {
  const text = String(value);
  return /e/i.test(text) ? value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : text;
}

/** Formats a cell as canonical criteria text: floor, ceiling, EQ, NOTEQ, IN, NOTIN. parseCriteria reads it back. */
export function formatCriteria(cell: CriteriaCell): string {
  const parts: string[] = [];
  if (cell.floor !== null && cell.floorOperator !== null)
    parts.push(`${cell.floorOperator} ${formatNumber(cell.floor)}`);
  if (cell.ceil !== null && cell.ceilOperator !== null) parts.push(`${cell.ceilOperator} ${formatNumber(cell.ceil)}`);
  if (cell.equal !== null) parts.push(`EQ ${cell.equal}`);
  if (cell.notequal !== null) parts.push(`NOTEQ ${cell.notequal}`);
  if (cell.in !== null) parts.push(`IN "${cell.in.join(',')}"`);
  if (cell.notin !== null) parts.push(`NOTIN "${cell.notin.join(',')}"`);
  return parts.join(' ');
}
