import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

/** How many method + path answers are kept; past it the memory starts again (a scan of random paths costs nothing). */
export const REMEMBERED_MATCHES = 2048;

/**
 * Hono's router, with its answer for each method + path remembered. The API's 863 handlers do not fit Hono's
 * RegExpRouter (contract paths put a static segment and a parameter at the same place, e.g. `/console-users/tenant/…`
 * beside `/console-users/:userId`), so Hono falls back to its trie, whose walk over every handler was a sixth of a
 * small call's cost (issue 31 item 1). A match depends on nothing but the method and the path, and Hono reads its
 * answer without changing it (its RegExpRouter hands out the same answer for a static path the same way), so the
 * same answer serves the next request: the marketplace's calls and a console's pages ask for the same few paths.
 */
export class RememberedRouter<T> implements Router<T> {
  name = 'RememberedRouter';
  readonly #inner: Router<T>;
  /** Per method, the answer per path: two lookups cost less than building a `method path` key on every call. */
  readonly #answers = new Map<string, Map<string, Result<T>>>();
  #remembered = 0;

  constructor(inner: Router<T> = new SmartRouter({ routers: [new RegExpRouter(), new TrieRouter()] })) {
    this.#inner = inner;
  }

  add(method: string, path: string, handler: T): void {
    this.#inner.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const remembered = this.#answers.get(method)?.get(path);
    if (remembered) return remembered;
    const answer = this.#inner.match(method, path);
    if (this.#remembered >= REMEMBERED_MATCHES) {
      this.#answers.clear();
      this.#remembered = 0;
    }
    let paths = this.#answers.get(method);
    if (!paths) {
      paths = new Map();
      this.#answers.set(method, paths);
    }
    paths.set(path, answer);
    this.#remembered += 1;
    return answer;
  }
}
