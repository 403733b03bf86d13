import { storageKeys } from '../../domain/realms.ts';

// The calls the signed-in marketplace's first paint waits for (the consent request's, whose text is often the page's
// largest; the consumer and their embedder's theme), started by a script of their own (early-calls-boot.ts, which
// the page's HTML loads before the app's entry: build/vite-early-script.ts) rather than once the entry has run.
// Started by the entry, they queued behind the download of every script and the entry's first task, and
// Lighthouse's simulated load on a slow phone counted them after all of it (issue 31 item 5, decision 0814). The
// app's API client adopts each answer in place of its own request (claimEarlyCall): the same URL, method and bearer
// token, so it reads, checks and handles it (a 401, a 5xx) exactly as its own. Kept free of the app's modules: this
// file is most of the early script.

/** Where the early calls wait for the app: a property of the window, which the early script and the entry share. */
const SLOT = '__offerwellEarlyCalls';

interface EarlyCall {
  /** The authorization header it was sent with. */
  readonly authorization: string;
  readonly response: Promise<Response>;
}

type Calls = Map<string, EarlyCall>;

/** What the early calls need of the window (a stand-in in tests). */
export interface EarlyScope {
  readonly location: { readonly pathname: string };
  readonly localStorage: Pick<Storage, 'getItem'>;
  fetch(input: string, init?: RequestInit): Promise<Response>;
}

const slotOf = (scope: object) => scope as { [SLOT]?: Calls };

/** The pages whose HTML starts the calls: the marketplace's landing page of each consumer variant. */
const PAGES = ['/consumer/marketplace', '/further/marketplace'];

/**
 * The calls the marketplace's warm-up makes on `pathname` before the page's first paint (marketplace-warmup.ts), by
 * the URL the API client sends them to; the consent request's call first: the first paint waits for it. (The
 * workflow lookup and the offers go out once the page has painted: not here.)
 */
export function earlyCallsFor(pathname: string): string[] {
  if (!PAGES.includes(pathname.replace(/\/$/, ''))) return [];
  return ['/api/consumers/current/consents', '/api/consumers/current', '/api/consumers/current/theme'];
}

/** The stored consumer session's bearer token (machines/session/session-storage.ts), or null when signed out. */
function storedToken(storage: EarlyScope['localStorage']): string | null {
  try {
    const session = JSON.parse(storage.getItem(storageKeys.auth('consumer')) ?? 'null') as unknown;
    if (typeof session !== 'object' || session === null) return null;
    const { realm, jwt } = session as { realm?: unknown; jwt?: unknown };
    return realm === 'consumer' && typeof jwt === 'string' && jwt !== '' ? jwt : null;
  } catch {
    // Storage refused (a privacy setting) or a record that is not JSON: the app decides, with its own calls.
    return null;
  }
}

/**
 * Starts the page's early calls when a consumer is signed in (nothing otherwise: the app sends the visitor to sign
 * in). A failed call is no one's concern here: the client asks again when it adopts it.
 */
export function startEarlyCalls(scope: EarlyScope): void {
  const calls = earlyCallsFor(scope.location.pathname);
  const token = calls.length > 0 ? storedToken(scope.localStorage) : null;
  if (!token) return;
  const started: Calls = new Map();
  const authorization = `Bearer ${token}`;
  for (const url of calls) {
    const response = scope.fetch(url, { headers: { authorization } });
    response.catch(() => undefined);
    started.set(url, { authorization, response });
  }
  slotOf(scope)[SLOT] = started;
}

/**
 * The early answer to the request the client is about to send, when there is one for exactly this request: a GET
 * of the same URL, with the same token (a session that changed since is a different request) and no other header;
 * each answer once. A call that failed is sent again; an abort rejects as the client's own request would.
 */
export function claimEarlyCall(
  scope: Pick<EarlyScope, 'fetch'>,
  input: RequestInfo | URL,
  init: RequestInit = {},
): Promise<Response> | undefined {
  const calls = slotOf(scope)[SLOT];
  if (!calls || typeof input !== 'string') return undefined;
  const call = calls.get(input);
  if (!call) return undefined;
  calls.delete(input);
  const headers = new Headers(init.headers);
  const others = [...headers.keys()].some((name) => name !== 'authorization');
  const { signal } = init;
  if ((init.method ?? 'GET').toUpperCase() !== 'GET' || init.body != null || others) return undefined;
  if (headers.get('authorization') !== call.authorization || signal?.aborted) return undefined;
  const answer = call.response.catch(() => scope.fetch(input, init));
  if (!signal) return answer;
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** Forgets the answers the app did not claim (its first page has rendered: it asks for anything else itself). */
export function dropEarlyCalls(scope: object): void {
  delete slotOf(scope)[SLOT];
}
