import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { embedders } from '../db/schema/index.ts';
import { DEMO_EMBEDDER } from '../db/seed.ts';

const ctx = seededApp();

describe('GET /api/auth/origins/{realm}', () => {
  it("answers the embedders' sites for the consumer realm, without a session", async () => {
    const answer = await ctx.app.request('/api/auth/origins/consumer');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ origins: ['https://offers.acme-auto.example'] });
  });

  it('follows the embedders: a domain with its own scheme keeps it, one that is not a host is left out', async () => {
    await ctx.db
      .update(embedders)
      .set({ customDomain: 'http://localhost:5174' })
      .where(eq(embedders.id, DEMO_EMBEDDER.id));
    await ctx.db.insert(embedders).values({ code: 'bad-domain', name: 'Bad', customDomain: 'not a host' });
    expect(await (await ctx.app.request('/api/auth/origins/consumer')).json()).toEqual({
      origins: ['http://localhost:5174'],
    });
  });

  it('answers none for the consoles and 404 for a realm that does not exist', async () => {
    expect(await (await ctx.app.request('/api/auth/origins/fi')).json()).toEqual({ origins: [] });
    const unknown = await ctx.app.request('/api/auth/origins/martian');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
