import { hashPassword } from '../../server/auth/passwords.ts';
import type { Db } from '../../server/db/pool.ts';
import { consoleUsers, embedders } from '../../server/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../server/db/seed.ts';
import { signInAs } from './console-auth.ts';

/** The foreign embedder most tests use; a test whose lists show the embedder's name may name its own. */
const FOREIGN_SITE = { code: 'foreign-site', name: 'Foreign Site', username: 'foreign-admin' };

/**
 * A second embedder ('foreign-site' unless named) with an EmbedderAdmin of its own ('foreign-admin', else the code's
 * `-admin`), signed in: the caller the per-embedder tests use to prove another embedder's user is refused. Answers that
 * embedder's id and number, and the token.
 */
export async function signInForeignEmbedderAdmin(
  ctx: { db: Db; app: Parameters<typeof signInAs>[0] },
  embedder: { code: string; name: string; username?: string } = FOREIGN_SITE,
): Promise<{ id: string; number: number; token: string }> {
  const { code, name, username = `${embedder.code}-admin` } = embedder;
  const [other] = await ctx.db
    .insert(embedders)
    .values({ code, name })
    .returning({ id: embedders.id, number: embedders.number });
  if (!other) throw new Error('the foreign embedder was not created');
  await ctx.db.insert(consoleUsers).values({
    realm: 'embedder',
    tenantId: other.id,
    username,
    email: `${username}@example.com`,
    passwordHash: await hashPassword(DEMO_PASSWORD, username),
    roles: ['EmbedderAdmin'],
  });
  return { ...other, token: await signInAs(ctx.app, username, code) };
}
