import pg from 'pg';

/**
 * The Citus layout docs/scaling.md chooses: every table keyed by a consumer is distributed on `consumer_id` (the
 * consumers table on its `id`), all co-located, so one consumer's rows live on one node and a consumer's request is a
 * single-shard ("router") query. Lenders, products and the other tenant and catalogue tables are reference tables
 * (copied to every node); campaign-level bookkeeping stays on the coordinator.
 */
export const CONSUMER_KEYED: Readonly<Record<string, string>> = {
  consumers: 'id',
  bureau_attributes: 'consumer_id',
  offers: 'consumer_id',
  loans: 'consumer_id',
  consent_records: 'consumer_id',
  offer_events: 'consumer_id',
  campaign_consumer_sources: 'consumer_id',
  email_payloads: 'consumer_id',
  redemptions: 'consumer_id',
  loan_leads: 'consumer_id',
  stipulation_documents: 'consumer_id',
  identity_sessions: 'consumer_id',
  document_sessions: 'consumer_id',
  redeem_journeys: 'consumer_id',
};

/** One statement's verdict: the distributed tables it reads or writes, how they are joined, whether one node answers. */
export interface Statement {
  readonly text: string;
  /** select/insert/update/delete/with, the statement's first word. */
  readonly verb: string;
  readonly tables: readonly string[];
  /** Its distributed tables are joined on the consumer key (or it has only one): each node can run its part. */
  readonly colocated: boolean;
  /** Filters (or, for an insert, supplies) the distribution key: one node answers it. */
  readonly routed: boolean;
}

const TABLE_REFERENCE = (table: string) =>
  new RegExp(`\\b(from|join|into|update)\\s+(only\\s+)?"?${table}"?(?![\\w.])`, 'i');

const NOT_ALIASES = new Set([
  'on',
  'where',
  'join',
  'inner',
  'left',
  'right',
  'full',
  'cross',
  'set',
  'using',
  'group',
  'order',
  'limit',
  'for',
  'values',
  'select',
  'returning',
  'union',
  'and',
  'or',
  'having',
  'as',
  'default',
  'natural',
]);

/** The names a statement calls `table` by: itself and each alias it is given. */
function namesOf(text: string, table: string): string[] {
  const aliased = new RegExp(`"?${table}"?\\s+(?:as\\s+)?"?([a-z_][\\w]*)"?`, 'gi');
  const aliases = [...text.matchAll(aliased)]
    .map((match) => match[1] ?? '')
    .filter((name) => !NOT_ALIASES.has(name.toLowerCase()));
  return [table, ...aliases];
}

/** Whether `text` pins `table`'s distribution key to a value (equality, IN, ANY) or supplies it on insert. */
function pinsKey(text: string, table: string, key: string): boolean {
  const qualified = namesOf(text, table).map((name) => `"?${name}"?\\."?${key}"?`);
  // Unqualified (single-table statements of raw SQL); a column of another table is always qualified here.
  const column = `(${[...qualified, `(?<![.\\w"])"?${key}"?`].join('|')})`;
  const value = String.raw`(\$\d+|any\s*\(\s*\$\d+)`;
  if (new RegExp(`${column}\\s*(=\\s*${value}|in\\s*\\(\\s*\\$\\d+)`, 'i').test(text)) return true;
  if (new RegExp(`\\$\\d+\\s*=\\s*${column}(?![\\w"])`, 'i').test(text)) return true;
  // An insert of VALUES whose column list carries the key: each row names its consumer, so each goes to one node
  // (an INSERT … SELECT is routed only when its SELECT pins the key, above).
  if (!/\bvalues\b/i.test(text)) return false;
  return new RegExp(`insert\\s+into\\s+"?${table}"?\\s*\\([^)]*"?${key}"?[,)\\s]`, 'i').test(text);
}

/** Whether `table`'s key is equated with another column named consumer_id or consumers' id (a co-located join). */
function joinedOnKey(text: string, table: string): boolean {
  const key = CONSUMER_KEYED[table] ?? 'consumer_id';
  const own = `(${namesOf(text, table).join('|')})"?\\."?${key}"?`;
  const other = String.raw`"?\w+"?\."?(consumer_id|id)"?`;
  return new RegExp(`${own}\\s*=\\s*${other}|${other}\\s*=\\s*${own}(?![\\w"])`, 'i').test(text);
}

export function classify(text: string): Statement {
  const flat = text.replace(/\s+/g, ' ').trim();
  const tables = Object.keys(CONSUMER_KEYED).filter((table) => TABLE_REFERENCE(table).test(flat));
  const pinned = tables.filter((table) => pinsKey(flat, table, CONSUMER_KEYED[table] ?? 'consumer_id'));
  // One distributed table, or each pinned or joined to another's consumer key: each node joins its own rows.
  const colocated = tables.length === 1 || tables.every((table) => pinned.includes(table) || joinedOnKey(flat, table));
  const verb = (/^\w+/.exec(flat)?.[0] ?? '').toLowerCase();
  return { text: flat, verb, tables, colocated, routed: colocated && pinned.length > 0 };
}

/** Every statement sent through node-postgres while `run` runs (pool and transaction clients alike). */
export async function captureSql(run: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const original = pg.Client.prototype.query;
  // biome-ignore lint/suspicious/noExplicitAny: node-postgres's query is overloaded; the wrapper passes every form on.
  pg.Client.prototype.query = function capture(this: pg.Client, ...args: any[]) {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    if (text) seen.push(text);
    return (original as (...all: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
  }
  return seen;
}

/** A statement's shape for the known-exceptions list: verb and the distributed tables it touches. */
export const shapeOf = (statement: Statement) => `${statement.verb} ${statement.tables.join(',')}`;
