import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ConsoleSettings } from '../../api/console-settings.ts';
import { LOCAL_PRIORITY_LOCKED } from '../../domain/validation/console-settings.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { fiConsoleSettings, financialInstitutions } from '../db/schema/index.ts';
import { DEMO_LENDERS } from '../db/seed.ts';

const [summit, harbor, bright] = DEMO_LENDERS;
const path = (lender: { number: number }) => `/api/fi/${lender.number}/consoleSettings`;
const ACTION = 'CONSOLE_SETTINGS_UPDATED';

const ctx = seededApp({ signIns: ['cu-admin', 'cu-readonly', 'bank-admin', 'nbfi-admin'] });
const { tokens } = ctx;

const call = (url: string, init: RequestInit) => ctx.app.request(url, init);
const read = async (lender: { number: number }, token: string) =>
  v.parse(ConsoleSettings, await (await call(path(lender), authed('GET', token))).json());
const stored = async (lender: { id: string }) => ({
  lender: (
    await ctx.db
      .select({ localPriority: financialInstitutions.localPriority })
      .from(financialInstitutions)
      .where(eq(financialInstitutions.id, lender.id))
  )[0],
  document: (await ctx.db.select().from(fiConsoleSettings).where(eq(fiConsoleSettings.fiId, lender.id)))[0]?.settings,
});
const lastAudit = () => ctx.lastAudit(ACTION);

describe('console settings', () => {
  it('answers the seeded settings, and defaults for a lender that saved none', async () => {
    expect(await read(summit, tokens['cu-readonly'])).toEqual({
      localPriority: true,
      nationalPresence: false,
      defaultLoanLeadView: 'Unassigned',
      idleTimeoutMinutes: 20,
      timeZone: 'America/Denver',
    });
    expect(await read(bright, tokens['nbfi-admin'])).toEqual({
      localPriority: false,
      nationalPresence: false,
      defaultLoanLeadView: 'Unassigned',
      idleTimeoutMinutes: 15,
      timeZone: 'America/New_York',
    });
  });

  it('saves settings, local priority on the lender, with the audit row of old and new', async () => {
    const before = await read(summit, tokens['cu-admin']);
    const wanted = {
      localPriority: false,
      defaultLoanLeadView: 'Assigned to me',
      idleTimeoutMinutes: 30,
      timeZone: 'America/Chicago',
    };
    const response = await call(path(summit), authed('PUT', tokens['cu-admin'], wanted));
    expect(response.status).toBe(200);
    const after = v.parse(ConsoleSettings, await response.json());
    expect(after).toEqual({ ...wanted, nationalPresence: false });
    expect(await read(summit, tokens['cu-readonly'])).toEqual(after);
    expect((await stored(summit)).lender).toEqual({ localPriority: false });
    expect(await lastAudit()).toMatchObject({
      category: 'LENDER',
      entityType: 'CONSOLE_SETTINGS',
      tenantId: summit.id,
      actorName: 'cu-admin',
      oldValue: before,
      newValue: after,
    });
  });

  it('refuses a lender with national presence changing local priority (002 §6), keeping everything', async () => {
    const before = await read(harbor, tokens['bank-admin']);
    expect(before).toMatchObject({ nationalPresence: true, localPriority: false });
    const storedBefore = await stored(harbor);
    const response = await call(
      path(harbor),
      authed('PUT', tokens['bank-admin'], {
        ...before,
        nationalPresence: undefined,
        localPriority: true,
        idleTimeoutMinutes: 45,
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: LOCAL_PRIORITY_LOCKED,
      issues: [{ path: 'localPriority', message: LOCAL_PRIORITY_LOCKED }],
    });
    expect(await stored(harbor)).toEqual(storedBefore);
    // The other settings still save when local priority stays as it is.
    const { nationalPresence: _answered, ...unchanged } = before;
    const saved = await call(
      path(harbor),
      authed('PUT', tokens['bank-admin'], { ...unchanged, idleTimeoutMinutes: 45 }),
    );
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ idleTimeoutMinutes: 45, localPriority: false });
  });

  it('answers the messages for a bad body and keeps nothing', async () => {
    const before = await stored(summit);
    const response = await call(
      path(summit),
      authed('PUT', tokens['cu-admin'], { localPriority: true, defaultLoanLeadView: 'Mine', idleTimeoutMinutes: 1 }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: unknown[] }).issues).toEqual([
      { path: 'defaultLoanLeadView', message: 'Enter a valid Default loan lead view' },
      { path: 'idleTimeoutMinutes', message: 'Idle timeout must be 5 to 60 minutes' },
      { path: 'timeZone', message: 'Time zone is required' },
    ]);
    expect(await stored(summit)).toEqual(before);
  });

  it('refuses another lender and a Read-only user’s change', async () => {
    const before = await stored(summit);
    const body = {
      localPriority: true,
      defaultLoanLeadView: 'All',
      idleTimeoutMinutes: 10,
      timeZone: 'Pacific/Honolulu',
    };
    expect((await call(path(summit), authed('GET', tokens['bank-admin']))).status).toBe(403);
    expect((await call(path(summit), authed('PUT', tokens['bank-admin'], body))).status).toBe(403);
    expect((await call(path(summit), authed('PUT', tokens['cu-readonly'], body))).status).toBe(403);
    expect(await stored(summit)).toEqual(before);
  });
});
