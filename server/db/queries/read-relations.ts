import type { Db } from '../pool.ts';
import type { RecordedQuery } from '../query-recorder.ts';

/** The trigger migration 0056 puts on every plain table: a statement that writes to it notifies `table_change`. */
export const CHANGE_TRIGGER = 'table_change_notify';
/** Statement texts whose relations are remembered (each distinct text is planned once). */
const MAX_TEXTS = 2_000;
/** Statements that read nothing and change nothing a later statement reads (a transaction's frame, its settings). */
const FRAME = /^\s*(begin|commit|rollback|savepoint|release|set\s)/i;
const READS = /^[\s(]*(select|with)\b/i;
/** A list's estimated total (server/http/paged-list.ts listTotal): it reads what the statement it explains reads. */
const EXPLAINED = /^\s*explain\s*(\([^)]*\))?\s*/i;
/** Built-ins whose answer is not a function of the tables: an answer that calls one is never kept. */
const VOLATILE = /\b(random|nextval|setval|gen_random_uuid|txid_current|pg_notify)\s*\(/i;

interface PlanNode {
  'Node Type'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
  [key: string]: unknown;
}

function relationsOf(node: PlanNode, into: Set<string>): boolean {
  // A data-modifying CTE or SELECT … FOR UPDATE is not a read.
  if (node['Node Type'] === 'ModifyTable' || node['Node Type'] === 'LockRows') return false;
  if (node['Relation Name']) into.add(node['Relation Name']);
  return (node.Plans ?? []).every((child) => relationsOf(child, into));
}

/**
 * Which tables the statements a call ran read, so its answer can be kept until one of them changes (decision 0815):
 * from each statement's plan (EXPLAIN), not its text, so a join, a subquery or a view's base table is never missed.
 * Null when the answer must not be kept: a statement writes, locks or calls a volatile or one of our own functions
 * (whose reads no plan shows), or reads a table without the change trigger (one in another schema, one made after
 * migration 0056 without it). A partition counts as its partitioned table, whose name its notifications carry.
 */
export class ReadRelations {
  private readonly byText = new Map<string, Promise<readonly string[] | null>>();
  private ownFunctions: Promise<RegExp | null> | undefined;

  constructor(private readonly db: Db) {}

  async of(queries: readonly RecordedQuery[]): Promise<readonly string[] | null> {
    const all = new Set<string>();
    for (const query of queries) {
      const relations = await this.ofOne(query);
      if (!relations) return null;
      for (const relation of relations) all.add(relation);
    }
    return [...all];
  }

  private ofOne(query: RecordedQuery): Promise<readonly string[] | null> {
    let known = this.byText.get(query.text);
    if (!known) {
      if (this.byText.size >= MAX_TEXTS) this.byText.delete(this.byText.keys().next().value ?? '');
      // A plan that failed (a lost connection) is not remembered: the next answer of the statement asks again.
      known = this.plan(query).catch(() => {
        this.byText.delete(query.text);
        return null;
      });
      this.byText.set(query.text, known);
    }
    return known;
  }

  private async plan(query: RecordedQuery): Promise<readonly string[] | null> {
    const { params } = query;
    const text = query.text.replace(EXPLAINED, '');
    if (FRAME.test(text)) return [];
    if (!READS.test(text) || VOLATILE.test(text) || (await this.callsOwnFunction(text))) return null;
    const explained = await this.db.$client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      `explain (format json, costs false) ${text}`,
      params as unknown[],
    );
    const relations = new Set<string>();
    const plan = explained.rows[0]?.['QUERY PLAN'][0]?.Plan;
    if (!plan || !relationsOf(plan, relations)) return null;
    const names = [...relations];
    // A partition read is its partitioned table's: the notification names the root, whichever part was written.
    const checked = await this.db.$client.query<{ root: string; watched: boolean }>(
      `select coalesce(pg_partition_root(c.oid), c.oid)::regclass::text as root,
         exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = $2)
         and exists (select 1 from pg_trigger t
                     where t.tgrelid = coalesce(pg_partition_root(c.oid), c.oid) and t.tgname = $2) as watched
       from pg_class c
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and c.relname = any($1::text[])`,
      [names, CHANGE_TRIGGER],
    );
    const all = checked.rows.length === names.length && checked.rows.every((row) => row.watched);
    return all ? [...new Set(checked.rows.map((row) => row.root))] : null;
  }

  /** Our own SQL functions read tables no plan names (PL/pgSQL bodies run apart): such an answer is not kept. */
  private async callsOwnFunction(text: string): Promise<boolean> {
    this.ownFunctions ??= this.db.$client
      .query<{ name: string }>(
        `select distinct proname as name from pg_proc where pronamespace = 'public'::regnamespace`,
      )
      .then(({ rows }) => (rows.length ? new RegExp(`\\b(${rows.map((r) => r.name).join('|')})\\s*\\(`, 'i') : null));
    const own = await this.ownFunctions;
    return own?.test(text) ?? false;
  }
}
