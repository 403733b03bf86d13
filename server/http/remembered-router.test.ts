import { Hono } from 'hono';
import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { REMEMBERED_MATCHES, RememberedRouter } from './remembered-router.ts';

/** A trie that counts the matches it was asked for. */
class CountingTrie<T> implements Router<T> {
  name = 'CountingTrie';
  asked = 0;
  readonly #trie = new TrieRouter<T>();
  add(method: string, path: string, handler: T): void {
    this.#trie.add(method, path, handler);
  }
  match(method: string, path: string): Result<T> {
    this.asked += 1;
    return this.#trie.match(method, path);
  }
}

describe('RememberedRouter', () => {
  it('answers what its router answers, asking it once per method and path', () => {
    const inner = new CountingTrie<string>();
    const router = new RememberedRouter(inner);
    router.add('ALL', '*', 'every');
    router.add('GET', '/fi/:fiId', 'lender');
    router.add('POST', '/fi/:fiId', 'update');
    const first = router.match('GET', '/fi/12');
    expect(first).toEqual([
      [
        ['every', {}],
        ['lender', { fiId: '12' }],
      ],
    ]);
    expect(router.match('GET', '/fi/12')).toBe(first);
    expect(router.match('GET', '/fi/13')[0][1]).toEqual(['lender', { fiId: '13' }]);
    expect(router.match('POST', '/fi/12')[0][1]).toEqual(['update', { fiId: '12' }]);
    expect(inner.asked).toBe(3);
  });

  it('starts again past its limit, so a scan of random paths holds no memory', () => {
    const inner = new CountingTrie<string>();
    const router = new RememberedRouter(inner);
    router.add('GET', '/lead/:leadId', 'lead');
    router.match('GET', '/lead/0');
    for (let i = 1; i <= REMEMBERED_MATCHES; i += 1) router.match('GET', `/lead/${i}`);
    const asked = inner.asked;
    router.match('GET', '/lead/0');
    expect(inner.asked).toBe(asked + 1);
  });

  it('gives every request its own path parameters in a Hono app', async () => {
    const app = new Hono({ router: new RememberedRouter() })
      .use(async (c, next) => {
        await next();
        c.res.headers.set('X-Seen', 'yes');
      })
      .get('/fi/:fiId/leads/:leadId', (c) => c.json(c.req.param()));
    for (let round = 0; round < 2; round += 1) {
      expect(await (await app.request('/fi/7/leads/a1')).json()).toEqual({ fiId: '7', leadId: 'a1' });
      expect(await (await app.request('/fi/8/leads/b2')).json()).toEqual({ fiId: '8', leadId: 'b2' });
      expect((await app.request('/fi/8/leads/b2')).headers.get('X-Seen')).toBe('yes');
    }
  });
});
