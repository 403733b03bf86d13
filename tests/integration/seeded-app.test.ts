import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Profile } from '../../api/account.ts';
import { authed } from './console-auth.ts';
import { seededApp } from './seeded-app.ts';

// The fixture every seeded integration file uses: what it promises about when its fields are there.
const ctx = seededApp({ signIns: ['cu-admin', 'admin'] });

const tooEarly = (() => {
  try {
    return typeof ctx.app;
  } catch (error) {
    return (error as Error).message;
  }
})();
let tokenInOwnBeforeAll = '';
beforeAll(() => {
  tokenInOwnBeforeAll = ctx.tokens['cu-admin'];
});
// Registered after the fixture, so it runs before the fixture's drop: a file's own clean-up still has its database.
afterAll(async () => {
  const { rows } = await ctx.pool.query<{ one: number }>('select 1 as one');
  expect(rows[0]?.one).toBe(1);
});

const profileOf = async (token: string) =>
  v.parse(Profile, await (await ctx.call('/api/users/me', authed('GET', token))).json());

describe('seededApp', () => {
  it('is not there at module load: reading it then says so', () => {
    expect(tooEarly).toMatch(/only inside hooks and tests/);
  });

  it('signs the named demo users in before the file’s own beforeAll, the admin with its second factor', async () => {
    expect(tokenInOwnBeforeAll).not.toBe('');
    expect(tokenInOwnBeforeAll).toBe(ctx.tokens['cu-admin']);
    expect(await profileOf(ctx.tokens['cu-admin'])).toMatchObject({ username: 'cu-admin', realm: 'fi' });
    expect(await profileOf(ctx.tokens.admin)).toMatchObject({ username: 'admin', realm: 'super' });
  });

  it('answers the newest audit row of an action: the sign-ins, in the order asked', async () => {
    expect(await ctx.lastAudit('LOGIN_SUCCESS')).toMatchObject({ entityName: 'admin', category: 'LOGIN' });
  });
});
