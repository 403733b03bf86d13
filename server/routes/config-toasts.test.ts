import { describe, expect, it } from 'vitest';
import { CONFIG_TOASTS } from '../../domain/validation/config-toasts.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';

const ctx = seededApp({ signIns: ['cu-admin', 'admin'] });
const { tokens, call } = ctx;
const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

/** The seed's config toasts the server says (002 §8): the console shows the message as the error toast. */
describe('config toasts said by the server', () => {
  it('deleting a branch that is already gone: "delete failed when LOS ID not found"', async () => {
    const list = await call('/api/fi/1/branches', authed('GET', tokens['cu-admin']));
    const [branch] = ((await list.json()) as { content: { id: string }[] }).content;
    const path = `/api/fi/1/branches/${branch?.id}`;
    expect((await call(path, authed('DELETE', tokens['cu-admin']))).status).toBe(204);
    const again = await call(path, authed('DELETE', tokens['cu-admin']));
    expect(again.status).toBe(404);
    expect(await messageOf(again)).toBe(CONFIG_TOASTS.losIdDeleteFailed);
  });

  it('a stipulation id the catalogue does not have: "stipulation ID missing"', async () => {
    const path = '/api/stipulations/70000000-0000-4000-8000-0000000000aa';
    const read = await call(path, authed('GET', tokens.admin));
    expect(read.status).toBe(404);
    expect(await messageOf(read)).toBe(CONFIG_TOASTS.stipulationIdMissing);
    const removed = await call(path, authed('DELETE', tokens.admin));
    expect(removed.status).toBe(404);
    expect(await messageOf(removed)).toBe(CONFIG_TOASTS.stipulationIdMissing);
  });
});
