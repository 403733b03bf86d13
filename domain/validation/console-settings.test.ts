import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { changesLockedLocalPriority, consoleSettingsSchema } from './console-settings.ts';

const valid = {
  localPriority: true,
  defaultLoanLeadView: 'Assigned to me',
  idleTimeoutMinutes: 20,
  timeZone: 'America/Denver',
};

describe('console settings', () => {
  it('accepts the settings and names each bad one', () => {
    expect(v.parse(consoleSettingsSchema, valid)).toEqual(valid);
    const result = v.safeParse(consoleSettingsSchema, {
      localPriority: 'yes',
      defaultLoanLeadView: 'Mine',
      idleTimeoutMinutes: 90,
      timeZone: 'Europe/Paris',
    });
    expect(Object.fromEntries((result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]))).toEqual({
      localPriority: 'Enter a valid Local priority',
      defaultLoanLeadView: 'Enter a valid Default loan lead view',
      idleTimeoutMinutes: 'Idle timeout must be 5 to 60 minutes',
      timeZone: 'Enter a valid Time zone',
    });
    expect(v.safeParse(consoleSettingsSchema, {}).issues?.[0]?.message).toBe('Local priority is required');
  });

  it('locks local priority for a lender with national presence (002 §6), and only then', () => {
    expect(changesLockedLocalPriority({ localPriority: false, nationalPresence: true }, { localPriority: true })).toBe(
      true,
    );
    expect(changesLockedLocalPriority({ localPriority: false, nationalPresence: true }, { localPriority: false })).toBe(
      false,
    );
    expect(changesLockedLocalPriority({ localPriority: false, nationalPresence: false }, { localPriority: true })).toBe(
      false,
    );
  });
});
