import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { MemoryStorage } from './memory-storage.test-helper.ts';
import { createSessionMachine } from './session-machine.ts';
import {
  createBrowserSessionStore,
  createMemorySessionStore,
  readRememberMe,
  removeRememberMe,
  sessionForPath,
  writeRememberMe,
} from './session-storage.ts';
import {
  annSignIn,
  embedderPassThroughSession,
  freshSession,
  mfaChallenge,
  storedSession,
} from './session-test-fixtures.ts';

describe('createBrowserSessionStore', () => {
  it('writes and reads the session under auth-{realm}', () => {
    const storage = new MemoryStorage();
    const store = createBrowserSessionStore(storage);
    store.write(storedSession);
    expect(JSON.parse(storage.getItem('auth-fi') ?? 'null')).toEqual(storedSession);
    expect(store.read('fi')).toEqual(storedSession);
    expect(store.read('super')).toBeNull();
    store.remove('fi');
    expect(storage.getItem('auth-fi')).toBeNull();
  });

  it('reads corrupt JSON, a schema mismatch or another realm as signed out, and removes the record', () => {
    const storage = new MemoryStorage();
    const store = createBrowserSessionStore(storage);
    storage.setItem('auth-fi', '{not json');
    expect(store.read('fi')).toBeNull();
    expect(storage.getItem('auth-fi')).toBeNull();
    storage.setItem('auth-fi', JSON.stringify({ realm: 'fi', jwt: 3 }));
    expect(store.read('fi')).toBeNull();
    expect(storage.getItem('auth-fi')).toBeNull();
    storage.setItem('auth-super', JSON.stringify(storedSession));
    expect(store.read('super')).toBeNull();
    expect(storage.getItem('auth-super')).toBeNull();
  });

  it('removes the stored chat conversation of a realm only', () => {
    const storage = new MemoryStorage();
    storage.setItem('chatConversation-fi', '[]');
    storage.setItem('chatConversation-super', '[]');
    createBrowserSessionStore(storage).removeChatConversation('fi');
    expect(storage.getItem('chatConversation-fi')).toBeNull();
    expect(storage.getItem('chatConversation-super')).toBe('[]');
  });
});

describe('sessionForPath', () => {
  it("picks the session of the path's realm, or any signed-in one for a path of no realm", () => {
    const store = createMemorySessionStore([storedSession, embedderPassThroughSession]);
    expect(sessionForPath(store, '/lender/console/dashboard')).toEqual(storedSession);
    expect(sessionForPath(store, '/embedder/console')).toEqual(embedderPassThroughSession);
    expect(sessionForPath(store, '/admin/console/dashboard')).toBeNull();
    expect(sessionForPath(store, '/unknown')).toEqual(storedSession);
    expect(sessionForPath(createMemorySessionStore(), '/unknown')).toBeNull();
  });
});

describe('remember-me tokens', () => {
  it('keys them by realm, tenant and user, leaving the tenant out for the admin realm', () => {
    const storage = new MemoryStorage();
    writeRememberMe(storage, 'fi', 't1', 'ann', 'token-fi');
    writeRememberMe(storage, 'super', 't1', 'root', 'token-super');
    expect(storage.getItem('rememberMe-fi-t1-ann')).toBe('token-fi');
    expect(storage.getItem('rememberMe-super-root')).toBe('token-super');
    expect(readRememberMe(storage, 'fi', 't1', 'ann')).toBe('token-fi');
    expect(readRememberMe(storage, 'fi', 't2', 'ann')).toBeNull();
    removeRememberMe(storage, 'fi', 't1', 'ann');
    expect(readRememberMe(storage, 'fi', 't1', 'ann')).toBeNull();
  });
});

describe('createSessionMachine with the browser store', () => {
  it('signs in, stores the session and remember-me token, then logs out removing session and chat', async () => {
    const storage = new MemoryStorage();
    storage.setItem('chatConversation-fi', '[{"text":"hi"}]');
    const requests: unknown[] = [];
    const machine = createSessionMachine(
      createBrowserSessionStore(storage),
      async (request) => {
        requests.push(request);
        return request.totp ? freshSession : mfaChallenge;
      },
      { writeRememberMe: (realm, tenant, user, token) => writeRememberMe(storage, realm, tenant, user, token) },
    );
    const actor = createActor(machine, { input: { realm: 'fi' } }).start();
    await waitFor(actor, (s) => s.matches({ signedOut: 'idle' }));

    actor.send({ type: 'session.signIn', request: annSignIn });
    await waitFor(actor, (s) => s.matches({ signedOut: 'secondFactor' }));
    expect(storage.getItem('auth-fi')).toBeNull();

    actor.send({ type: 'session.secondFactor', totp: '654321' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(requests[1]).toEqual({
      realm: 'fi',
      tenant: 't1',
      user: 'ann',
      rememberMe: true,
      mfaToken: 'mfa-1',
      totp: '654321',
    });
    expect(JSON.parse(storage.getItem('auth-fi') ?? 'null')).toEqual(freshSession);
    expect(storage.getItem('rememberMe-fi-t1-ann')).toBe('remember-ann');

    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
    expect(storage.getItem('auth-fi')).toBeNull();
    expect(storage.getItem('chatConversation-fi')).toBeNull();
    expect(storage.getItem('rememberMe-fi-t1-ann')).toBe('remember-ann');
    actor.stop();
  });

  it('starts signed in from a stored session', async () => {
    const storage = new MemoryStorage();
    storage.setItem('auth-fi', JSON.stringify(storedSession));
    const machine = createSessionMachine(createBrowserSessionStore(storage), async () => freshSession);
    const actor = createActor(machine, { input: { realm: 'fi' } }).start();
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(snapshot.context.session).toEqual(storedSession);
    actor.stop();
  });
});
