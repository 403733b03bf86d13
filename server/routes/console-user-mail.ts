import { greeting } from '../../domain/format/greeting.ts';
import { type ConsoleRealm, REALM_ROUTES } from '../../domain/realms.ts';
import type { Db } from '../db/pool.ts';
import { queueMail } from '../db/queries/mail.ts';

const REALM_NAME: Record<ConsoleRealm, string> = {
  super: 'Offerwell admin console',
  fi: 'Offerwell lender console',
  embedder: 'Offerwell embedder console',
};

/**
 * Mails a temporary password (new user or admin reset) through the mail interface (sandbox: the outbox). It says the
 * user must choose their own password at sign-in, and never travels anywhere else: not in the answer, not in the audit.
 */
export async function mailTemporaryPassword(
  db: Db,
  params: {
    to: string;
    username: string;
    /** The person's first name, for the greeting (the username is only their sign-in handle). */
    firstName: string | null;
    realm: ConsoleRealm;
    /** The lender's or embedder's code, which the sign-in page asks for when a username is not unique. */
    organization: string | null;
    password: string;
    origin: string;
    reason: 'created' | 'reset';
  },
): Promise<void> {
  const signIn = `${params.origin}${REALM_ROUTES[params.realm].loginPath}`;
  const opening =
    params.reason === 'created'
      ? `An administrator created your ${REALM_NAME[params.realm]} account.`
      : `An administrator reset the password of your ${REALM_NAME[params.realm]} account.`;
  await queueMail(db, {
    to: params.to,
    subject: params.reason === 'created' ? 'Your Offerwell console account' : 'Your Offerwell password has been reset',
    body: [
      greeting(params.firstName),
      '',
      opening,
      '',
      `Username: ${params.username}`,
      ...(params.organization !== null ? [`Organization: ${params.organization}`] : []),
      `Temporary password: ${params.password}`,
      '',
      `Sign in at ${signIn} — you will be asked to choose your own password right away.`,
    ].join('\n'),
  });
}
