import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createLogger } from '../../server/logger.ts';
import { createTestDatabase, type TestDatabase, testDeps } from './db.ts';

/**
 * Issue 17 item 10: a failed query's values (access codes, last names, documents) never reach the log, whatever
 * part of the database error holds them — Drizzle's message and stack, PostgreSQL's detail, where or message.
 */
const ACCESS_CODE = 'ZQ-7731-SECRET';
const LAST_NAME = 'Featherstonehaugh';
const EMAIL = 'maria.featherstone@example.com';

let database: TestDatabase;
const lines: string[] = [];
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = createLogger({ level: 'info', destination });
  const deps = testDeps(database.db, { logger });
  await database.db.execute(sql`create table log_probe (email text unique, amount int)`);
  app = createApp(deps, {
    extraApiRoutes: (api) => {
      // Each fails inside PostgreSQL with the values as bound parameters, as a real handler's query would.
      api.post('/probe/cast', async () => {
        await database.db.execute(sql`select ${`${ACCESS_CODE} ${LAST_NAME}`}::int`);
        return new Response(null);
      });
      api.post('/probe/unique', async () => {
        await database.db.execute(sql`insert into log_probe (email) values (${EMAIL})`);
        await database.db.execute(sql`insert into log_probe (email) values (${EMAIL})`);
        return new Response(null);
      });
      api.post('/probe/uuid', async () => {
        await database.db.execute(sql`select ${ACCESS_CODE}::uuid`);
        return new Response(null);
      });
    },
  });
});
afterAll(async () => {
  await database.drop();
});

describe('a database error in the log', () => {
  it('keeps what helps (type, SQLSTATE, SQL text, constraint) and no value of the failed query', async () => {
    for (const probe of ['cast', 'unique', 'uuid']) {
      const response = await app.request(`/api/probe/${probe}`, { method: 'POST' });
      expect(response.status, probe).toBe(500);
      expect(await response.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' });
    }
    const logged = lines.join('');
    const errors = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'unhandled error');
    expect(errors).toHaveLength(3);
    for (const secret of [ACCESS_CODE, LAST_NAME, EMAIL, 'Featherstone']) expect(logged).not.toContain(secret);
    // Still useful to whoever reads it.
    expect(errors[0].err).toMatchObject({ type: 'DrizzleQueryError', cause: { code: '22P02' } });
    expect(errors[0].err.message).toContain('select $1::int');
    expect(errors[1].err.cause).toMatchObject({
      code: '23505',
      constraint: 'log_probe_email_key',
      detail: '[redacted]',
    });
    expect(errors[1].err.stack).toMatch(/\n\s+at /);
  });
});
