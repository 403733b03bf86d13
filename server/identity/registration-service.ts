import { and, eq, sql } from 'drizzle-orm';
import type { RegistrationLookup } from '../../api/registration.ts';
import { seal } from '../auth/secret-box.ts';
import { type ConsumerPii, openPii } from '../db/queries/consumer-pii.ts';
import type { ConsumerScope } from '../db/queries/scope.ts';
import { consumers, identitySessions } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import { checkCodeById, type IdentityDeps, sendCodeById, startSessionById } from './identity-service.ts';

/** 001 §8 "lookup failure (records not found)"; the wording is ours. */
export const LOOKUP_FAILED = 'We could not find your offers with those details. Check them and try again.';

const digits = (text: string | undefined) => (text ?? '').replace(/\D/g, '');

/**
 * The /further lookup: the consumer named by last name whose sealed date of birth, ZIP code and SSN's last four
 * match. Only the consumers with that last name are opened, never the whole table.
 */
export async function findForRegistration(deps: IdentityDeps, details: RegistrationLookup): Promise<string | null> {
  const named = await deps.db
    .select({ id: consumers.id, pii: consumers.pii })
    .from(consumers)
    .where(sql`lower(${consumers.lastName}) = lower(${details.lastName})`);
  const match = named.find(({ pii }) => {
    const open = openPii(deps.encryptionKey, pii);
    return (
      open.dob === details.dateOfBirth &&
      open.zipcode === details.zipcode &&
      digits(open.ssn).slice(-4) === details.ssnLastFour
    );
  });
  return match?.id ?? null;
}

/** Looks the consumer up and sends the passcode: the registration is the passcode's identity session. */
export async function startRegistration(deps: IdentityDeps, details: RegistrationLookup) {
  const consumerId = await findForRegistration(deps, details);
  if (!consumerId) throw new ApiError(404, 'OFFERS_NOT_FOUND', LOOKUP_FAILED);
  const session = await startSessionById(deps, consumerId, 'passcode', 'registration');
  const sent = await sendCodeById(deps, consumerId, session.sessionId);
  return { registrationId: session.sessionId, sentTo: sent.sentTo };
}

async function consumerOfRegistration(deps: IdentityDeps, id: string): Promise<string> {
  const [row] = await deps.db
    .select({ consumerId: identitySessions.consumerId })
    .from(identitySessions)
    // Only the lookup's own sessions: a consumer's in-journey (redeem) session id is not a registration (issue 17).
    .where(and(eq(identitySessions.id, id), eq(identitySessions.purpose, 'registration')));
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'No such registration.');
  return row.consumerId;
}

export async function resendRegistrationCode(deps: IdentityDeps, id: string) {
  const consumerId = await consumerOfRegistration(deps, id);
  return { registrationId: id, sentTo: (await sendCodeById(deps, consumerId, id)).sentTo };
}

/** Checks the passcode (the identity service's limits and messages); a pass marks REGISTRATION_OTP_PASSED. */
export async function verifyRegistrationCode(deps: IdentityDeps, id: string, passcode: string): Promise<string> {
  const consumerId = await consumerOfRegistration(deps, id);
  await checkCodeById(deps, consumerId, id, passcode);
  await addWorkflowFlagsOfRegistration(deps, consumerId, ['REGISTRATION_OTP_PASSED']);
  return consumerId;
}

/** Adds journey flags (001 §4) to the scope's consumer's workflow state, each once. */
export async function addWorkflowFlags(deps: Pick<IdentityDeps, 'db'>, scope: ConsumerScope, flags: string[]) {
  return addWorkflowFlagsOfRegistration(deps, scope.consumerId, flags);
}

/**
 * addWorkflowFlags by the consumer's id. Unscoped on purpose: the passcode check finds the consumer from the
 * registration it answers, before their session (and so any scope) exists.
 */
async function addWorkflowFlagsOfRegistration(deps: Pick<IdentityDeps, 'db'>, consumerId: string, flags: string[]) {
  const [row] = await deps.db
    .update(consumers)
    .set({
      workflowState: sql`array(select distinct unnest(${consumers.workflowState} || array[${sql.join(
        flags.map((flag) => sql`${flag}`),
        sql`, `,
      )}]::text[]))`,
    })
    .where(eq(consumers.id, consumerId))
    .returning({ workflowState: consumers.workflowState });
  return row?.workflowState ?? [];
}

/** Keeps the linked account in the scope's consumer's sealed personal data: bank, routing number, last four digits. */
export async function linkAccount(
  deps: Pick<IdentityDeps, 'db' | 'encryptionKey'>,
  scope: ConsumerScope,
  account: { institutionName: string; routingNumber: string; accountNumber: string; loanAmount: string },
) {
  const { consumerId } = scope;
  const [row] = await deps.db.select({ pii: consumers.pii }).from(consumers).where(eq(consumers.id, consumerId));
  const linked = {
    institutionName: account.institutionName,
    routingNumber: account.routingNumber,
    accountLastFour: account.accountNumber.slice(-4),
    loanAmount: account.loanAmount,
  };
  const pii: ConsumerPii = { ...openPii(deps.encryptionKey, row?.pii ?? null), linkedAccount: linked };
  await deps.db
    .update(consumers)
    .set({ pii: seal(deps.encryptionKey, JSON.stringify(pii)) })
    .where(eq(consumers.id, consumerId));
  return linked;
}
