import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { postbackDeliveries, postbackEndpoints } from '../schema/index.ts';
import { exactCount } from './list-source.ts';
import { deliveryList, findDelivery, findPostbackEndpoint, rotateSecret, savePostbackEndpoint } from './postbacks.ts';

const t = twoTenantsFixture();

const encryptionKey = randomBytes(32);
const fields = (url: string) => ({ url, enabled: true, events: ['offer.redeemed' as const] });
const endpointOf = async (embedderId: string) =>
  (await t.db.select().from(postbackEndpoints).where(eq(postbackEndpoints.embedderId, embedderId)))[0];

describe('postback queries stay within their embedder', () => {
  it('each embedder saves, reads and rotates only its own endpoint', async () => {
    const [acme, second] = t.embedder;
    const theirs = await savePostbackEndpoint(t.db, second, {
      fields: fields('https://second.example/hook'),
      encryptionKey,
    });
    expect(await findPostbackEndpoint(t.db, acme)).toBeUndefined();

    const mine = await savePostbackEndpoint(t.db, acme, { fields: fields('https://acme.example/hook'), encryptionKey });
    expect(mine.before).toBeUndefined();
    await savePostbackEndpoint(t.db, acme, { fields: fields('https://acme.example/v2'), encryptionKey });
    expect((await rotateSecret(t.db, acme, { encryptionKey }))?.after.id).toBe(mine.after.id);

    expect(await findPostbackEndpoint(t.db, second)).toEqual(theirs.after);
    expect(await endpointOf(second.embedderId)).toEqual(theirs.after);
    expect((await findPostbackEndpoint(t.db, acme))?.url).toBe('https://acme.example/v2');
  });

  it('each embedder lists and finds only its own deliveries', async () => {
    const [acme, second] = t.embedder;
    const delivery = async (scope: typeof acme) => {
      const endpoint = await endpointOf(scope.embedderId);
      const [row] = await t.db
        .insert(postbackDeliveries)
        .values({ embedderId: scope.embedderId, endpointId: endpoint?.id ?? '', event: 'offer.redeemed', payload: {} })
        .returning({ id: postbackDeliveries.id });
      return row?.id ?? '';
    };
    const mine = await delivery(acme);
    const theirs = await delivery(second);
    const source = deliveryList(t.db, acme);
    const listed = ((await source.select().where(source.where)) as { id: string }[]).map((row) => row.id);
    expect(listed).toEqual([mine]);
    expect(await exactCount(source.count(source.where))).toBe(1);
    expect(await findDelivery(t.db, acme, { id: theirs })).toBeUndefined();
    expect((await findDelivery(t.db, second, { id: theirs }))?.id).toBe(theirs);
  });
});
