import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { ConsoleSettings } from '../../../api/console-settings.ts';
import { type ConsoleSettingsInput, DEFAULT_CONSOLE_SETTINGS } from '../../../domain/validation/console-settings.ts';
import type { Executor } from '../pool.ts';
import { fiConsoleSettings, financialInstitutions } from '../schema/index.ts';
import type { FiScope } from './scope.ts';

const StoredSettings = v.partial(v.omit(ConsoleSettings, ['localPriority', 'nationalPresence']));

/**
 * A lender's settings: the flags from its lender row, the rest from its settings document over the defaults (a
 * value the document lacks, or no longer valid, is the default). `lock` reads both FOR UPDATE, for a change.
 */
export async function readConsoleSettings(
  db: Executor,
  scope: FiScope,
  params: { lock?: boolean } = {},
): Promise<ConsoleSettings | null> {
  const flags = db
    .select({
      localPriority: financialInstitutions.localPriority,
      nationalPresence: financialInstitutions.nationalPresence,
    })
    .from(financialInstitutions)
    .where(eq(financialInstitutions.id, scope.fiId));
  const document = db
    .select({ settings: fiConsoleSettings.settings })
    .from(fiConsoleSettings)
    .where(eq(fiConsoleSettings.fiId, scope.fiId));
  const [[lender], [stored]] = params.lock
    ? [await flags.for('update'), await document.for('update')]
    : await Promise.all([flags, document]);
  if (!lender) return null;
  const parsed = v.safeParse(StoredSettings, stored?.settings ?? {});
  const saved = parsed.success ? parsed.output : {};
  return {
    ...lender,
    defaultLoanLeadView: saved.defaultLoanLeadView ?? DEFAULT_CONSOLE_SETTINGS.defaultLoanLeadView,
    idleTimeoutMinutes: saved.idleTimeoutMinutes ?? DEFAULT_CONSOLE_SETTINGS.idleTimeoutMinutes,
    timeZone: saved.timeZone ?? DEFAULT_CONSOLE_SETTINGS.timeZone,
  };
}

/** Saves the settings: local priority on the lender row (offer ranking reads it there), the rest as its document. */
export async function writeConsoleSettings(
  db: Executor,
  scope: FiScope,
  params: { settings: ConsoleSettingsInput },
): Promise<void> {
  const { localPriority, ...document } = params.settings;
  await db.update(financialInstitutions).set({ localPriority }).where(eq(financialInstitutions.id, scope.fiId));
  await db
    .insert(fiConsoleSettings)
    .values({ fiId: scope.fiId, settings: document })
    .onConflictDoUpdate({ target: fiConsoleSettings.fiId, set: { settings: document } });
}
