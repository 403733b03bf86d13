/**
 * The per-path detail of an audit row (002 §3 "type, location, path, old and new value"; 002 §4 text-difference
 * states added, deleted, modified, no change): two JSON values compared leaf by leaf. Arrays of objects with an `id`
 * are matched by id, so reordering a list is not a change and a removed row shows as deleted.
 */
export type AuditChangeType = 'added' | 'deleted' | 'modified';

export interface AuditPathChange {
  readonly path: string;
  readonly type: AuditChangeType;
  readonly oldValue?: unknown;
  readonly newValue?: unknown;
}

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const keyOf = (item: Json, index: number): string =>
  isObject(item) && (typeof item.id === 'string' || typeof item.id === 'number') ? `[id=${item.id}]` : `[${index}]`;

function keyed(value: Json): Map<string, Json> | null {
  if (isObject(value)) return new Map(Object.entries(value));
  if (Array.isArray(value)) return new Map(value.map((item, index) => [keyOf(item, index), item]));
  return null;
}

const join = (base: string, key: string) => (key.startsWith('[') ? `${base}${key}` : base ? `${base}.${key}` : key);

function walk(path: string, before: Json, after: Json, out: AuditPathChange[]): void {
  if (before === undefined || before === null) {
    if (after !== undefined && after !== null) out.push({ path: path || '$', type: 'added', newValue: after });
    return;
  }
  if (after === undefined || after === null) {
    out.push({ path: path || '$', type: 'deleted', oldValue: before });
    return;
  }
  const left = keyed(before);
  const right = keyed(after);
  if (left && right && Array.isArray(before) === Array.isArray(after)) {
    for (const [key, value] of left) walk(join(path, key), value, right.get(key), out);
    for (const [key, value] of right) if (!left.has(key)) walk(join(path, key), undefined, value, out);
    return;
  }
  if (JSON.stringify(before) !== JSON.stringify(after)) {
    out.push({ path: path || '$', type: 'modified', oldValue: before, newValue: after });
  }
}

/** Every leaf that differs between the old and new value, in a stable order; empty means no change. */
export function auditDiff(oldValue: Json, newValue: Json): AuditPathChange[] {
  const out: AuditPathChange[] = [];
  walk('', oldValue, newValue, out);
  return out;
}
