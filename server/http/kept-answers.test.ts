import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signInAs } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { CHANGE_TRIGGER, ReadRelations } from '../db/queries/read-relations.ts';
import { recordQueries } from '../db/query-recorder.ts';
import { auditLog, offers } from '../db/schema/index.ts';
import { createLogger } from '../logger.ts';
import { ConsumerAccessCache } from './access-cache.ts';
import { KEPT_ANSWER_MS, KeptAnswers, type KeptBody, TABLE_CHANNEL } from './kept-answers.ts';

describe('KeptAnswers, on its own', () => {
  let clock = 0;
  const make = (tables: readonly string[] | null = ['redemptions']) => {
    const kept = new KeptAnswers({ of: async () => tables }, () => clock);
    kept.setLive(true);
    return kept;
  };
  /** Lets the answer's relations resolve and its gzip be made, and the answer be kept. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
  /** An answer as its JSON text: made now (a string) or kept (its bytes, whose gzip must say the same). */
  const text = (answer: KeptBody | string | Response | undefined) => {
    if (answer === undefined || typeof answer === 'string' || answer instanceof Response) return answer;
    const json = Buffer.from(answer.json).toString();
    expect(gunzipSync(answer.gzip).toString()).toBe(json);
    return json;
  };
  let calls = 0;
  const work = async () => {
    calls += 1;
    return { page: calls };
  };

  /** Asks twice (the second call of the same answer is the one kept) and lets it be kept. */
  const askTwice = async (kept: KeptAnswers, key: string, fn: () => Promise<unknown> = work) => {
    await kept.answer(key, fn);
    await kept.answer(key, fn);
    await settle();
    return calls;
  };

  it('keeps an answer asked for again, not one asked for once', async () => {
    const kept = make();
    await kept.answer('once', work);
    await settle();
    expect(kept.size).toBe(0);
    const second = await askTwice(kept, 'twice');
    expect(kept.size).toBe(1);
    expect(text(await kept.answer('twice', work))).toBe(JSON.stringify({ page: second }));
    // Asked again only after KEPT_ANSWER_MS: once more, not again.
    clock += KEPT_ANSWER_MS;
    await kept.answer('once', work);
    await settle();
    expect(kept.get('once')).toBeUndefined();
  });

  it('serves the kept answer until a table it read changes, and not after', async () => {
    const kept = make();
    const first = await askTwice(kept, 'k');
    expect(text(await kept.answer('k', work))).toBe(JSON.stringify({ page: first }));
    kept.changed('audit_log');
    expect(text(await kept.answer('k', work))).toBe(JSON.stringify({ page: first }));
    kept.changed('redemptions');
    expect(text(await kept.answer('k', work))).toBe(JSON.stringify({ page: first + 1 }));
  });

  it('serves it for KEPT_ANSWER_MS at most: what it derived from the clock ages', async () => {
    const kept = make();
    clock = 1_000;
    const first = await askTwice(kept, 'k');
    clock = 1_000 + KEPT_ANSWER_MS - 1;
    expect(text(await kept.answer('k', work))).toBe(JSON.stringify({ page: first }));
    clock = 1_000 + KEPT_ANSWER_MS;
    expect(text(await kept.answer('k', work))).toBe(JSON.stringify({ page: first + 1 }));
  });

  it('does not keep an answer whose table changed while it was made', async () => {
    const kept = make();
    const first = await askTwice(kept, 'k', async () => {
      kept.changed('redemptions');
      return work();
    });
    expect(text(await kept.answer('k', work))).toBe(JSON.stringify({ page: first + 1 }));
  });

  it('forgets everything at a change of this process, including an answer being made', async () => {
    const kept = make();
    await askTwice(kept, 'a');
    await kept.answer('b', work);
    await kept.answer('b', async () => {
      kept.forgetAll();
      return work();
    });
    await settle();
    const before = calls;
    await kept.answer('a', work);
    await kept.answer('b', work);
    expect(calls).toBe(before + 2);
  });

  it('makes a burst of the same call once, unless something changed while it was being made', async () => {
    const kept = make();
    let release = () => {};
    const slow = async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return work();
    };
    const before = calls;
    const burst = [kept.answer('k', slow), kept.answer('k', work), kept.answer('k', work)];
    await settle();
    release();
    const answers = (await Promise.all(burst)).map(text);
    expect(calls).toBe(before + 1);
    expect(new Set(answers)).toEqual(new Set([JSON.stringify({ page: before + 1 })]));

    const changed = make();
    const first = changed.answer('j', slow);
    const second = changed.answer('j', work);
    await settle();
    changed.changed('audit_log');
    release();
    await Promise.all([first, second]);
    expect(calls).toBe(before + 3);
  });

  it('holds at most 16 MiB of answers, dropping the oldest first, and no answer over 512 KiB', async () => {
    const kept = make();
    const page = (n: number) => async () => ({ n, rows: 'x'.repeat(400_000) });
    for (let n = 0; n < 60; n += 1) await askTwice(kept, `page ${n}`, page(n));
    await askTwice(kept, 'export', async () => ({ rows: 'x'.repeat(600_000) }));
    expect(kept.size).toBeGreaterThan(30);
    expect(kept.size).toBeLessThan(60);
    expect(kept.get('page 0')).toBeUndefined();
    expect(text(kept.get('page 59'))).toContain('"n":59');
    expect(kept.get('export')).toBeUndefined();
  });

  it('counts the keys too: many tiny answers under long keys stay within the budget, and so do the calls asked once', async () => {
    const kept = make();
    const long = (n: number) => `${'k'.repeat(100_000)}${n}`;
    for (let n = 0; n < 120; n += 1) await askTwice(kept, long(n));
    // 16 MiB over ~200 KB a key: about 80, the oldest gone.
    expect(kept.size).toBeLessThan(90);
    expect(kept.get(long(0))).toBeUndefined();
    expect(kept.get(long(119))).toBeDefined();
    // 4 Mi characters of calls asked once: a call asked 60 long keys ago is forgotten, so asked again it is not kept.
    const other = make();
    await other.answer('first', work);
    for (let n = 0; n < 60; n += 1) await other.answer(long(n), work);
    await other.answer('first', work);
    await settle();
    expect(other.get('first')).toBeUndefined();
  });

  it('keeps nothing while the notifications are not heard, whose relations are unknown, or a Response', async () => {
    const off = new KeptAnswers({ of: async () => ['redemptions'] }, () => clock);
    const before = await askTwice(off, 'k');
    await off.answer('k', work);
    expect(calls).toBe(before + 1);

    const unknown = make(null);
    await askTwice(unknown, 'k');
    await unknown.answer('k', work);
    expect(calls).toBe(before + 4);

    const csv = new Response('a,b');
    const passed = make();
    expect(await passed.answer('k', async () => csv)).toBe(csv);
    await settle();
    expect(text(await passed.answer('k', work))).toBe(JSON.stringify({ page: before + 5 }));
  });
});

const cache = new ConsumerAccessCache();
let relations: ReadRelations;
const kept = new KeptAnswers({ of: (queries) => relations.of(queries) });
/** Every table_change payload heard, in order, and who waits for one. */
const heardTables: string[] = [];
const hearing = new Set<() => void>();
cache.follow(TABLE_CHANNEL, {
  changed(table) {
    kept.changed(table);
    heardTables.push(table);
    for (const wake of hearing) wake();
  },
  setLive: (live) => kept.setLive(live),
});
const heard = (table: string) =>
  new Promise<void>((resolve) => {
    const wake = () => {
      if (!heardTables.includes(table)) return;
      hearing.delete(wake);
      resolve();
    };
    hearing.add(wake);
    wake();
  });
/** Notifications come in order: once a marker sent now is heard, every change before it has been. */
let markers = 0;
const allHeard = async () => {
  markers += 1;
  const marker = `marker-${markers}`;
  await ctx.pool.query(`select pg_notify('${TABLE_CHANNEL}', '${marker}')`);
  await heard(marker);
};
let stop: () => Promise<void>;
const ctx = seededApp({ signIns: ['admin'], deps: { accessCache: cache, keptAnswers: kept } });
beforeAll(async () => {
  relations = new ReadRelations(ctx.db);
  stop = await cache.listen(ctx.url, createLogger({ level: 'silent' }));
});
afterAll(async () => {
  await stop();
});

describe('ReadRelations: the tables an answer read, from its plans', () => {
  it("finds the change trigger on every table and partition, and on a new campaign's partitions", async () => {
    const unwatched = async () =>
      (
        await ctx.pool.query<{ name: string }>(
          `select c.relname as name from pg_class c
           where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
             and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = $1)`,
          [CHANGE_TRIGGER],
        )
      ).rows.map((row) => row.name);
    expect(await unwatched()).toEqual([]);
    await ctx.pool.query(`select campaign_partitions_create('00000000-0000-4000-8000-00000000cafe')`);
    expect(await unwatched()).toEqual([]);
  });

  it('names a partitioned table for its partitions, and hears a write to a partition under that name', async () => {
    expect(await of(() => ctx.db.select({ id: offers.id }).from(offers).limit(1))).toEqual(['offers']);
    const [part] = (
      await ctx.pool.query<{ name: string }>(
        `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
         where i.inhparent = 'offers'::regclass limit 1`,
      )
    ).rows;
    heardTables.length = 0;
    await ctx.pool.query(`update ${part?.name} set id = id where false`);
    await allHeard();
    expect(heardTables).toContain('offers');
    expect(heardTables).not.toContain(part?.name);
  });

  const of = async (work: () => Promise<unknown>) => relations.of((await recordQueries(work)).queries);

  it('names every table a statement reads, joins included, and nothing for a transaction frame', async () => {
    expect(await of(() => ctx.db.select({ id: auditLog.id }).from(auditLog).limit(1))).toEqual(['audit_log']);
    const joined = await of(() =>
      ctx.db.execute(sql`select r.id from redemptions r join console_users u on u.id = r.id where u.status = 'ACTIVE'`),
    );
    expect([...(joined ?? [])].sort()).toEqual(['console_users', 'redemptions']);
    expect(await of(() => ctx.db.transaction(async (tx) => tx.select().from(auditLog).limit(1)))).toEqual([
      'audit_log',
    ]);
    // A list's estimated total explains its count: it reads what that reads.
    expect(await of(() => ctx.db.execute(sql`explain (format json) (select 1 from audit_log)`))).toEqual(['audit_log']);
  });

  it('keeps nothing that writes, locks, reads another schema, or calls a volatile or our own function', async () => {
    expect(await of(() => ctx.db.execute(sql`select id from audit_log limit 1 for update`))).toBeNull();
    expect(await of(() => ctx.db.execute(sql`select 1 from pg_catalog.pg_class limit 1`))).toBeNull();
    expect(await of(() => ctx.db.execute(sql`select random() from audit_log limit 1`))).toBeNull();
    expect(await of(() => ctx.db.execute(sql`select notify_table_change() from audit_log limit 0`))).toBeNull();
    const write = () =>
      ctx.db.execute(sql`with gone as (delete from audit_log where false returning id) select id from gone`);
    expect(await of(write)).toBeNull();
  });
});

describe('a kept list answer in the running app', () => {
  const MATERIAL = `/api/reports/material?filter=${encodeURIComponent(
    JSON.stringify([{ field: 'action', operator: 'EQUAL', value: 'KEPT_ANSWER_TEST' }]),
  )}`;
  const total = async (token: string) => {
    const answer = await ctx.call(MATERIAL, authed('GET', token));
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { totalElements: number }).totalElements;
  };
  /** An audit row written with the table's trigger off: a change nobody is told of. */
  const unheardRow = async () => {
    await ctx.db.execute(sql`alter table audit_log disable trigger table_change_notify`);
    await ctx.db.execute(sql`insert into audit_log (category, action) values ('LENDER', 'KEPT_ANSWER_TEST')`);
    await ctx.db.execute(sql`alter table audit_log enable trigger table_change_notify`);
  };
  /** Asks once with nothing kept, and waits until that answer is kept (its statements planned). */
  const keptFor = async (token: string) => {
    await allHeard();
    kept.forgetAll();
    // Asked twice: an answer asked for once is not kept.
    await total(token);
    const before = await total(token);
    for (let i = 0; i < 500 && kept.size === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(kept.size).toBe(1);
    return before;
  };

  it('answers the kept page until a table it read changes, then the new one', async () => {
    const token = ctx.tokens.admin;
    const before = await keptFor(token);
    await unheardRow();
    // Served from memory: the row nobody was told of does not show.
    expect(await total(token)).toBe(before);
    // Its gzip made once when it was kept, for a client that takes it.
    const zipped = await ctx.call(MATERIAL, {
      headers: { ...authed('GET', token).headers, 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const unzipped = JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString());
    expect(unzipped.totalElements).toBe(before);
    // A change heard (another process, a job): the next answer is made again and shows both rows.
    await ctx.db.execute(sql`insert into audit_log (category, action) values ('LENDER', 'KEPT_ANSWER_TEST')`);
    await allHeard();
    expect(await total(token)).toBe(before + 2);
  });

  it('never answers another session with a kept answer', async () => {
    const before = await keptFor(ctx.tokens.admin);
    await unheardRow();
    expect(await total(ctx.tokens.admin)).toBe(before);
    const other = await signInAs(ctx.app, 'admin');
    expect(await total(other)).toBe(before + 1);
  });

  it('forgets every kept answer at a change made in this process, before its notification', async () => {
    const token = ctx.tokens.admin;
    const before = await keptFor(token);
    await unheardRow();
    expect(await total(token)).toBe(before);
    // Any change through this process's API (even a refused one) drops them: here a password change without a body.
    const change = await ctx.call('/api/users/me/password', authed('POST', token, {}));
    expect(change.status).toBe(400);
    expect(await total(token)).toBe(before + 1);
  });
});
