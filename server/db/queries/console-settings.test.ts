import { describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { readConsoleSettings, writeConsoleSettings } from './console-settings.ts';

const t = twoTenantsFixture();

describe('console settings queries stay within their lender', () => {
  it('a save changes the scope’s settings and flag only; each lender reads its own', async () => {
    const [summit, harbor] = t.fi;
    const harborBefore = await readConsoleSettings(t.db, harbor);
    const summitBefore = await readConsoleSettings(t.db, summit);
    if (!harborBefore || !summitBefore) throw new Error('the seed has no settings for these lenders');
    const settings = {
      localPriority: !summitBefore.localPriority,
      defaultLoanLeadView: 'Assigned to me',
      idleTimeoutMinutes: 42,
      timeZone: 'America/Denver',
    } as Parameters<typeof writeConsoleSettings>[2]['settings'];
    await writeConsoleSettings(t.db, summit, { settings });
    expect(await readConsoleSettings(t.db, summit, { lock: true })).toMatchObject({
      localPriority: !summitBefore.localPriority,
      idleTimeoutMinutes: 42,
      timeZone: 'America/Denver',
    });
    expect(await readConsoleSettings(t.db, harbor)).toEqual(harborBefore);
  });
});
