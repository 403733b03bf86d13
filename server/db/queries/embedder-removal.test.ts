import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { consoleUsers, embedders } from '../schema/index.ts';
import { deleteEmbedder, embedderRemovalRefusal } from './embedder-removal.ts';

const t = twoTenantsFixture();

/** What an embedder owns that the removal deletes, read around the query module. */
const ownedBy = async (embedderId: string) => ({
  users: (await t.db.select().from(consoleUsers).where(eq(consoleUsers.tenantId, embedderId))).length,
  embedder: (await t.db.select().from(embedders).where(eq(embedders.id, embedderId))).length,
});

describe('embedder removal queries stay within their embedder', () => {
  it('an embedder’s refusal reads only its own rows: the new one is free while acme-auto is not', async () => {
    const [acme, second] = t.embedder;
    expect(await embedderRemovalRefusal(t.db, acme)).not.toBeNull();
    expect(await embedderRemovalRefusal(t.db, second)).toBeNull();
  });

  it('removing an embedder deletes its own rows and no other embedder’s', async () => {
    const [acme, second] = t.embedder;
    const acmeBefore = await ownedBy(acme.embedderId);
    expect(acmeBefore).toEqual({ users: expect.any(Number), embedder: 1 });
    expect(acmeBefore.users).toBeGreaterThan(0);
    await deleteEmbedder(t.db, second);
    expect(await ownedBy(second.embedderId)).toEqual({ users: 0, embedder: 0 });
    expect(await ownedBy(acme.embedderId)).toEqual(acmeBefore);
  });
});
