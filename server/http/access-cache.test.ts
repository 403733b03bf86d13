import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signInAs } from '../../tests/integration/console-auth.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { signInConsumer } from '../../tests/integration/demo-consumer.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { consoleUsers, consumers, offers as offerRows, redemptions, ucCampaigns } from '../db/schema/index.ts';
import { createLogger } from '../logger.ts';
import { ConsumerAccessCache } from './access-cache.ts';

const cache = new ConsumerAccessCache();
let stop: () => Promise<void>;
const ctx = seededApp({ deps: { accessCache: cache } });
beforeAll(async () => {
  stop = await cache.listen(ctx.url, createLogger({ level: 'silent' }));
});
afterAll(async () => {
  await stop();
});

const signIn = (accessCode: string, lastName: string) => signInConsumer(ctx.app, { accessCode, lastName });
const offers = (jwt: string) =>
  ctx.app.request('/api/consumers/current/offers', { headers: { authorization: `Bearer ${jwt}` } });
const idOf = async (accessCode: string) =>
  (await ctx.db.select({ id: consumers.id }).from(consumers).where(eq(consumers.accessCode, accessCode)))[0]?.id ?? '';
/** Notifications arrive on their own connection: wait until the cache has dropped the row. */
const dropped = async (consumerId: string) => {
  for (let i = 0; i < 100 && cache.get(consumerId) !== undefined; i += 1) await new Promise((r) => setTimeout(r, 10));
  return cache.get(consumerId) === undefined;
};

describe('the access check with the in-memory consumer rows', () => {
  it('keeps a row after the first call and drops it when the consumer changes, so the next call sees the change', async () => {
    const jwt = await signIn('DEMO-1001', 'Garcia');
    const id = await idOf('DEMO-1001');
    const first = await offers(jwt);
    expect(first.status).toBe(200);
    expect(cache.get(id)).toBeDefined();
    const etag = first.headers.get('etag');
    // A change made elsewhere (another process, a job): the notification drops the row.
    await ctx.db.update(consumers).set({ offersVersion: 99 }).where(eq(consumers.id, id));
    expect(await dropped(id)).toBe(true);
    const after = await offers(jwt);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(after.headers.get('etag')).toContain('-99');
  });

  it("drops the row when one of the consumer's redemptions changes elsewhere, so the offers ETag moves", async () => {
    const jwt = await signIn('DEMO-1004', 'Lee');
    const id = await idOf('DEMO-1004');
    const first = await offers(jwt);
    expect(first.status).toBe(200);
    expect(cache.get(id)).toBeDefined();
    const [offer] = await ctx.db
      .select({ id: offerRows.id, productId: offerRows.productId })
      .from(offerRows)
      .where(eq(offerRows.consumerId, id))
      .limit(1);
    if (!offer) throw new Error('DEMO-1004 has no offer');
    // A redemption written elsewhere (a lender's console, another process): no consumer column changes.
    const [made] = await ctx.db
      .insert(redemptions)
      .values({ consumerId: id, offerId: offer.id, productId: offer.productId, status: 'PENDING', amount: '1000' })
      .returning({ id: redemptions.id });
    expect(await dropped(id)).toBe(true);
    const redeemed = await offers(jwt);
    expect(redeemed.headers.get('etag')).not.toBe(first.headers.get('etag'));
    expect(cache.get(id)).toBeDefined();
    await ctx.db
      .update(redemptions)
      .set({ status: 'CANCELLED' })
      .where(eq(redemptions.id, made?.id ?? ''));
    expect(await dropped(id)).toBe(true);
    const cancelled = await offers(jwt);
    expect(cancelled.headers.get('etag')).not.toBe(redeemed.headers.get('etag'));
  });

  it('refuses a deleted consumer, and a consumer whose campaign has expired, as soon as the change is heard', async () => {
    const jwt = await signIn('DEMO-1005', 'Nguyen');
    const id = await idOf('DEMO-1005');
    expect((await offers(jwt)).status).toBe(200);
    const [row] = await ctx.db.select({ campaignId: consumers.campaignId }).from(consumers).where(eq(consumers.id, id));
    await ctx.db
      .update(ucCampaigns)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ucCampaigns.id, row?.campaignId ?? ''));
    expect(await dropped(id)).toBe(true);
    expect((await offers(jwt)).status).toBe(410);
    await ctx.db.delete(consumers).where(eq(consumers.id, id));
    expect(await dropped(id)).toBe(true);
    expect((await offers(jwt)).status).toBe(401);
  });

  it("a consumer's own write is seen by their next call at once, without waiting for the notification", async () => {
    const jwt = await signIn('DEMO-1002', 'Smith');
    const id = await idOf('DEMO-1002');
    await offers(jwt);
    expect(cache.get(id)).toBeDefined();
    const patched = await ctx.app.request(
      '/api/consumers/current',
      jsonRequest('PATCH', { payFrequency: 'WEEKLY', annualIncome: '40000' }, jwt),
    );
    expect(patched.status).toBe(200);
    expect(cache.get(id)).toBeUndefined();
  });

  it('a row read while a change was heard is not kept', () => {
    const row = { consumer: { id: 'x' }, campaign: null } as never;
    const mark = cache.mark();
    cache.apply('consumer:someone-else');
    cache.keep('x', row, mark);
    expect(cache.get('x')).toBeUndefined();
    cache.keep('x', row, cache.mark());
    expect(cache.get('x')).toBe(row);
    cache.apply('all');
    expect(cache.get('x')).toBeUndefined();
  });
});

describe('the access check with the in-memory console-user rows (migration 0055)', () => {
  const me = (jwt: string) => ctx.app.request('/api/users/me', authed('GET', jwt));
  const userIdOf = async (username: string) =>
    (await ctx.db.select({ id: consoleUsers.id }).from(consoleUsers).where(eq(consoleUsers.username, username)))[0]
      ?.id ?? '';
  const consoleDropped = async (userId: string) => {
    for (let i = 0; i < 100 && cache.getConsoleUser(userId) !== undefined; i += 1)
      await new Promise((r) => setTimeout(r, 10));
    return cache.getConsoleUser(userId) === undefined;
  };

  it('keeps a row after the first call and refuses the user as soon as a lock made elsewhere is heard', async () => {
    const jwt = await signInAs(ctx.app, 'nbfi-analyst');
    const id = await userIdOf('nbfi-analyst');
    expect((await me(jwt)).status).toBe(200);
    expect(cache.getConsoleUser(id)).toMatchObject({ status: 'ACTIVE', username: 'nbfi-analyst' });
    // A lock made elsewhere (another process, the lockout of a sign-in): the notification drops the row.
    await ctx.db.update(consoleUsers).set({ status: 'LOCKED' }).where(eq(consoleUsers.id, id));
    expect(await consoleDropped(id)).toBe(true);
    expect((await me(jwt)).status).toBe(401);
    await ctx.db.update(consoleUsers).set({ status: 'ACTIVE' }).where(eq(consoleUsers.id, id));
    expect(await consoleDropped(id)).toBe(true);
    expect((await me(jwt)).status).toBe(200);
  });

  it('a temporary password set elsewhere holds the user to the password change at once it is heard', async () => {
    const jwt = await signInAs(ctx.app, 'admin');
    const id = await userIdOf('admin');
    const users = () => ctx.app.request('/api/console-users', authed('GET', jwt));
    expect((await users()).status).toBe(200);
    expect(cache.getConsoleUser(id)).toBeDefined();
    await ctx.db.update(consoleUsers).set({ temporaryPassword: true }).where(eq(consoleUsers.id, id));
    expect(await consoleDropped(id)).toBe(true);
    expect(await (await users()).json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    await ctx.db.update(consoleUsers).set({ temporaryPassword: false }).where(eq(consoleUsers.id, id));
  });

  it('a console change made in this process drops the rows at once, without waiting for its notification', async () => {
    const jwt = await signInAs(ctx.app, 'cu-admin');
    const id = await userIdOf('cu-admin');
    expect((await me(jwt)).status).toBe(200);
    expect(cache.getConsoleUser(id)).toBeDefined();
    const changed = await ctx.app.request(
      '/api/users/me',
      authed('PUT', jwt, { email: 'cu-admin@example.com', phone: '' }),
    );
    expect(changed.status).toBeLessThan(500);
    expect(cache.getConsoleUser(id)).toBeUndefined();
  });
});
