import type { CriteriaCell } from './criteria-cell.ts';

function sameValue(expected: string, actual: number | string): boolean {
  if (typeof actual === 'number') return Number(expected) === actual;
  return expected.toUpperCase() === actual.toUpperCase();
}

/**
 * Whether a value meets every part of a cell. Floors and ceilings need a number; a missing value (null, NaN) meets
 * nothing, so a cell never passes a consumer the bureau said nothing about. Text compares without regard to case.
 */
export function matchesCriteria(cell: CriteriaCell, value: number | string | null): boolean {
  if (value === null || (typeof value === 'number' && Number.isNaN(value))) return false;
  const numeric = typeof value === 'number' ? value : Number(value);
  if (cell.floor !== null) {
    if (Number.isNaN(numeric)) return false;
    if (cell.floorOperator === 'GT' ? !(numeric > cell.floor) : !(numeric >= cell.floor)) return false;
  }
  if (cell.ceil !== null) {
    if (Number.isNaN(numeric)) return false;
    if (cell.ceilOperator === 'LT' ? !(numeric < cell.ceil) : !(numeric <= cell.ceil)) return false;
  }
  if (cell.equal !== null && !sameValue(cell.equal, value)) return false;
  if (cell.notequal !== null && sameValue(cell.notequal, value)) return false;
  if (cell.in !== null && !cell.in.some((item) => sameValue(item, value))) return false;
  if (cell.notin?.some((item) => sameValue(item, value))) return false;
  return true;
}
