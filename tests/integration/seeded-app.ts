import { afterAll, beforeAll } from 'vitest';
import type { AppDeps } from '../../server/http/context.ts';
import { latestAudit, signInAs } from './console-auth.ts';
import { createSeededApp } from './db.ts';

type Seeded = Awaited<ReturnType<typeof createSeededApp>>;

/** What a test file works with: filled by the fixture's beforeAll, so read it inside hooks and tests only. */
export interface SeededFixture<Name extends string> {
  readonly app: Seeded['app'];
  readonly db: Seeded['db'];
  readonly deps: Seeded['deps'];
  readonly pool: Seeded['pool'];
  /** The test database's connection string. */
  readonly url: string;
  /**
   * The bearer token of each demo user named in `signIns`, signed in once before the file's tests (in that order).
   * The same object all along, so `const { tokens } = ctx` at the top of a file is fine.
   */
  readonly tokens: Readonly<Record<Name, string>>;
  /** `app.request(path, init)`. */
  call(path: string, init?: RequestInit): Promise<Response>;
  /** `call`, answering its status and its JSON body, read loosely: the tests assert their shapes. */
  json<Body = Record<string, unknown>>(path: string, init?: RequestInit): Promise<{ status: number; body: Body }>;
  /** The newest audit row of an action (of one entity, when named): what the material report would show for it. */
  lastAudit(action: string, entityId?: string): ReturnType<typeof latestAudit>;
}

export interface SeededAppOptions<Name extends string> {
  /** Demo console users to sign in (the admin with its second factor); only these names are `tokens` keys. */
  signIns?: readonly Name[];
  /** App dependencies to replace (a recording job queue, a clock, an access cache…). */
  deps?: Partial<AppDeps>;
}

/**
 * The integration files' one set-up: registers a beforeAll that copies the seeded database, builds the app over it
 * and signs the named demo users in, and an afterAll that drops the database. A file's own beforeAll/afterAll
 * registered after this call run after the fixture's set-up and before its drop (vitest's "stack" hook order).
 */
export function seededApp<const Name extends string = never>(
  options: SeededAppOptions<Name> = {},
): SeededFixture<Name> {
  let seeded: Seeded | undefined;
  const tokens = {} as Record<Name, string>;
  const ready = (): Seeded => {
    if (!seeded) throw new Error('The seeded app is ready only inside hooks and tests (after the fixture’s beforeAll)');
    return seeded;
  };

  beforeAll(async () => {
    seeded = await createSeededApp(options.deps);
    // One after the other: the admin's second factor takes a fresh time step per sign-in (console-auth.ts).
    for (const name of options.signIns ?? []) tokens[name] = await signInAs(seeded.app, name);
  });
  afterAll(async () => {
    await seeded?.drop();
  });

  return {
    get app() {
      return ready().app;
    },
    get db() {
      return ready().db;
    },
    get deps() {
      return ready().deps;
    },
    get pool() {
      return ready().pool;
    },
    get url() {
      return ready().url;
    },
    tokens,
    call: async (path, init) => await ready().app.request(path, init),
    json: async <Body>(path: string, init?: RequestInit) => {
      const response = await ready().app.request(path, init);
      return { status: response.status, body: (await response.json()) as Body };
    },
    lastAudit: (action, entityId) => latestAudit(ready().db, action, entityId),
  };
}
