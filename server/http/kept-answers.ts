import { type RecordedQuery, recordQueries } from '../db/query-recorder.ts';
import { gzipBytes } from './compress-answers.ts';

/** The channel migration 0056's trigger notifies, with the changed table's name as the payload. */
export const TABLE_CHANNEL = 'table_change';
/**
 * How long a kept answer is served at most, changed tables or not: what the answer derives from the clock (a lead's
 * age and velocity, a campaign's display status by date) is at most this old.
 */
export const KEPT_ANSWER_MS = 5_000;
/** The bytes of all kept answers at most (the oldest go first), and the largest one kept: a page, not an export. */
const MAX_KEPT_BYTES = 16 * 1024 * 1024;
const MAX_ANSWER_BYTES = 512 * 1024;
/**
 * The characters of the calls remembered as asked once (their keys only: a session's token and a URL), so a second
 * one within KEPT_ANSWER_MS is kept; the oldest go first. A key is counted in its answer's bytes too: a session asking
 * for many URLs with tiny answers must not hold more than the budget in keys.
 */
const MAX_ASKED_CHARS = 4 * 1024 * 1024;

/** A kept answer's bytes: its JSON, and the same gzipped (made once, when it is kept, not on every call). */
export interface KeptBody {
  readonly json: Uint8Array<ArrayBuffer>;
  readonly gzip: Uint8Array<ArrayBuffer>;
}

/** Whether an answer being made is kept: it was asked before, or another call for it came meanwhile. */
interface Demand {
  wanted: boolean;
}

interface Making {
  readonly mark: AnswerMark;
  readonly made: Promise<string | Response>;
  readonly demand: Demand;
}

interface KeptAnswer extends KeptBody {
  readonly keptAt: number;
  /** The change clock when the call began: a table changed after it makes the answer old. */
  readonly since: number;
  readonly epoch: number;
  readonly tables: readonly string[];
}

/** Where an answer's call began: hand it back to `keep`. */
export interface AnswerMark {
  readonly since: number;
  readonly epoch: number;
  /** When the call began: the answer's age counts from here. */
  readonly at: number;
}

/** What a kept-answers call needs to find its relations after answering (server/db/queries/read-relations.ts). */
export interface RelationsOf {
  of(queries: readonly RecordedQuery[]): Promise<readonly string[] | null>;
}

const sizeOf = (key: string, body: KeptBody) => key.length * 2 + body.json.byteLength + body.gzip.byteLength;

/**
 * Answers of the heavy console lists kept in memory until a table they read changes (decision 0815): the second
 * caller with the same session and the same URL gets the first one's page without a database round trip. Correct
 * only while it hears PostgreSQL's `table_change` notifications (migration 0056) on the access cache's connection,
 * so it keeps nothing while that connection is down; and this process's own changes drop everything at once, before
 * their notification could arrive.
 */
export class KeptAnswers {
  private readonly answers = new Map<string, KeptAnswer>();
  /** Answers being made, so a burst of the same call waits for one instead of each asking the database. */
  private readonly making = new Map<string, Making>();
  /**
   * When each call not kept was last made: only a call asked again keeps its answer. A page viewed once is the
   * common case; keeping it would cost its gzip, its plan and its memory for nothing (and churn the kept bytes).
   */
  private readonly asked = new Map<string, number>();
  private askedChars = 0;
  private keptBytes = 0;
  /** When each table last changed, on the change clock. */
  private readonly changedAt = new Map<string, number>();
  private clock = 0;
  private epoch = 0;
  private live = false;

  constructor(
    private readonly relations: RelationsOf,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The kept answer for `key`, or `work`'s as JSON. That is kept when the call was asked before within
   * KEPT_ANSWER_MS or again while it was made, once the tables its statements read are known (after it is answered:
   * planning a statement seen for the first time costs a round trip). A Response (a CSV, an error's) is passed
   * through and never kept.
   */
  async answer(key: string, work: () => Promise<unknown>): Promise<KeptBody | string | Response> {
    const kept = this.get(key);
    if (kept !== undefined) return kept;
    const shared = this.live ? this.making.get(key) : undefined;
    if (shared) {
      shared.demand.wanted = true;
      const made = await shared.made.catch(() => undefined);
      // The same call's answer, made since this one came: its own, unless anything changed meanwhile (or it was a
      // Response, whose body cannot be shared, or an error, which this call meets again on its own).
      const unchanged = shared.mark.since === this.clock && shared.mark.epoch === this.epoch;
      if (typeof made === 'string' && unchanged) return made;
    }
    const mark = this.mark();
    const askedAt = this.asked.get(key);
    const demand = { wanted: askedAt !== undefined && mark.at - askedAt < KEPT_ANSWER_MS };
    const made = this.make(key, work, mark, demand);
    if (this.live) {
      const entry = { mark, made, demand };
      this.making.set(key, entry);
      const done = () => {
        if (this.making.get(key) === entry) this.making.delete(key);
      };
      void made.then(done, done);
    }
    return made;
  }

  private async make(
    key: string,
    work: () => Promise<unknown>,
    mark: AnswerMark,
    demand: Demand,
  ): Promise<string | Response> {
    const { value, queries } = await recordQueries(work);
    if (value instanceof Response) return value;
    const json = JSON.stringify(value);
    if (!demand.wanted) this.remember(key, mark.at);
    else if (this.live) {
      this.forgetAsked(key);
      void this.relations
        .of(queries)
        .then((tables) => this.keep(key, json, mark, tables))
        .catch(() => undefined);
    }
    return json;
  }

  private remember(key: string, at: number): void {
    this.forgetAsked(key);
    for (const oldest of this.asked.keys()) {
      if (this.askedChars + key.length <= MAX_ASKED_CHARS) break;
      this.forgetAsked(oldest);
    }
    this.asked.set(key, at);
    this.askedChars += key.length;
  }

  private forgetAsked(key: string): void {
    if (this.asked.delete(key)) this.askedChars -= key.length;
  }

  /** How many answers are kept (for tests and the bench's report). */
  get size(): number {
    return this.answers.size;
  }

  private mark(): AnswerMark {
    return { since: this.clock, epoch: this.epoch, at: this.now() };
  }

  /** The kept answer for `key`, while none of its tables changed and it is younger than KEPT_ANSWER_MS. */
  get(key: string): KeptBody | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    if (this.isCurrent(answer)) return answer;
    this.drop(key);
    return undefined;
  }

  /** Keeps an answer its call began at `mark`, made by reading `tables` (read-relations.ts); null keeps nothing. */
  private async keep(key: string, json: string, mark: AnswerMark, tables: readonly string[] | null): Promise<void> {
    if (!this.live || !tables) return;
    const bytes = Buffer.from(json);
    if (bytes.byteLength > MAX_ANSWER_BYTES) return;
    const body = {
      json: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) as Uint8Array<ArrayBuffer>,
      gzip: await gzipBytes(bytes),
    };
    const answer = { ...body, keptAt: mark.at, since: mark.since, epoch: mark.epoch, tables };
    // A table that changed while the call ran or was gzipped, or a change of this process: not kept at all.
    if (!this.isCurrent(answer)) return;
    this.drop(key);
    // A Map iterates in insertion order: the oldest answers go first.
    for (const oldest of this.answers.keys()) {
      if (this.keptBytes + sizeOf(key, answer) <= MAX_KEPT_BYTES) break;
      this.drop(oldest);
    }
    this.answers.set(key, answer);
    this.keptBytes += sizeOf(key, answer);
  }

  /** A table changed (a notification's payload). */
  changed(table: string): void {
    this.clock += 1;
    this.changedAt.set(table, this.clock);
  }

  /** This process changed something: every kept answer goes, and no call begun before now keeps its answer. */
  forgetAll(): void {
    this.epoch += 1;
    this.answers.clear();
    this.keptBytes = 0;
  }

  /** Whether the notifications are heard; while they are not, nothing is kept. */
  setLive(live: boolean): void {
    this.live = live;
    this.forgetAll();
  }

  private drop(key: string): void {
    const answer = this.answers.get(key);
    if (answer) this.keptBytes -= sizeOf(key, answer);
    this.answers.delete(key);
  }

  private isCurrent(answer: KeptAnswer): boolean {
    if (!this.live || answer.epoch !== this.epoch || this.now() - answer.keptAt >= KEPT_ANSWER_MS) return false;
    return answer.tables.every((table) => (this.changedAt.get(table) ?? 0) <= answer.since);
  }
}
