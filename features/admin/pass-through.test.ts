import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/client.ts';
import type { Session } from '../../api/session.ts';
import { actAs } from './pass-through.ts';
import type { AdminServices } from './services.ts';

const lenderSession: Session = {
  realm: 'fi',
  jwt: 'jwt',
  mfaRequired: false,
  userId: '42',
  tenantId: '7',
  roles: [{ name: 'Admin' }],
  permissions: { dashboard: ['read'] },
  passThrough: true,
};

function fakes(call: ApiClient['call']) {
  const send = vi.fn();
  const sessions = { fi: { send }, embedder: { send: vi.fn() } } as unknown as AdminServices['sessions'];
  const target = { location: { href: 'about:blank' }, close: vi.fn() };
  const open = vi.fn(() => target as unknown as Window);
  return { client: { call } as ApiClient, sessions, send, target, open };
}

describe('actAs', () => {
  it('asks for the pass-through session, stores it for the realm and points the named window at the landing', async () => {
    const call = vi.fn(async () => lenderSession) as unknown as ApiClient['call'];
    const { client, sessions, send, target, open } = fakes(call);
    await actAs({ client, sessions }, 'fi', '42', open);
    expect(open).toHaveBeenCalledWith('about:blank', 'pass-through');
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/auth/pass-through/:realm/:target' }), {
      params: { realm: 'fi', target: '42' },
    });
    expect(send).toHaveBeenCalledWith({ type: 'session.passThrough', session: lenderSession });
    expect(target.location.href).toBe('/lender/console/dashboard');
  });

  it('closes the blank window when the server refuses', async () => {
    const call = vi.fn(async () => {
      throw new Error('403');
    }) as unknown as ApiClient['call'];
    const { client, sessions, send, target, open } = fakes(call);
    await expect(actAs({ client, sessions }, 'fi', '42', open)).rejects.toThrow('403');
    expect(target.close).toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });
});
