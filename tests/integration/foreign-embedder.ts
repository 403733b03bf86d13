import { hashPassword } from '../../server/auth/passwords.ts';
import type { Db } from '../../server/db/pool.ts';
import { consoleUsers, embedders } from '../../server/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../server/db/seed.ts';
import { signInAs } from './console-auth.ts';

/**
 * A second embedder ('foreign-site') with an EmbedderAdmin of its own ('foreign-admin'), signed in: the caller the
 * per-embedder tests use to prove another embedder's user is refused. Answers that embedder's number and the token.
 */
export async function signInForeignEmbedderAdmin(ctx: {
  db: Db;
  app: Parameters<typeof signInAs>[0];
}): Promise<{ number: number; token: string }> {
  const [other] = await ctx.db
    .insert(embedders)
    .values({ code: 'foreign-site', name: 'Foreign Site' })
    .returning({ id: embedders.id, number: embedders.number });
  if (!other) throw new Error('the foreign embedder was not created');
  await ctx.db.insert(consoleUsers).values({
    realm: 'embedder',
    tenantId: other.id,
    username: 'foreign-admin',
    email: 'foreign-admin@example.com',
    passwordHash: await hashPassword(DEMO_PASSWORD, 'foreign-admin'),
    roles: ['EmbedderAdmin'],
  });
  return { number: other.number, token: await signInAs(ctx.app, 'foreign-admin', 'foreign-site') };
}
