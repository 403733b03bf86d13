import * as v from 'valibot';
import { consumerOnly, IdParams } from './consumer-parts/entry.ts';
import { callGroup } from './endpoint.ts';

/** A six-digit passcode as the consumer types it (identity verification, registration). */
export const PasscodeBody = v.object({ passcode: v.pipe(v.string(), v.regex(/^\d{6}$/, 'Enter all 6 digits')) });

export const KbaQuestion = v.object({ id: v.string(), text: v.string(), choices: v.array(v.string()) });

/** An identity verification session (001 §7 idverify; shape not shown in the seed). */
export const IdentitySession = v.object({
  sessionId: v.string(),
  method: v.picklist(['passcode', 'kba']),
  /** PENDING, PASSED, FAILED, EXPIRED or UNVERIFIABLE. */
  status: v.string(),
  expiresAt: v.string(),
  /** The knowledge questions of a kba session. */
  questions: v.optional(v.array(KbaQuestion)),
});
export type IdentitySession = v.InferOutput<typeof IdentitySession>;

/** The consumer's identity verification sessions (passcode or knowledge questions). */
const sessions = callGroup({ tags: ['identity'], access: consumerOnly, path: '/consumers/current/idverify/sessions' });
const session = sessions.within('/:id', IdParams);

export const startIdentitySession = sessions({
  method: 'POST',
  summary: 'Start identity verification by passcode or knowledge questions',
  body: v.object({ method: v.optional(v.picklist(['passcode', 'kba'], 'Choose passcode or kba')) }),
  response: IdentitySession,
  status: 201,
});

export const getIdentitySession = session({
  method: 'POST',
  summary: 'The state of an identity verification session',
  response: IdentitySession,
});

export const sendPasscode = session({
  method: 'POST',
  path: '/otp',
  summary: 'Send (or resend, after the cooldown) the passcode',
  response: v.object({ sentTo: v.string(), resendAfter: v.string() }),
});

export const verifyPasscode = session({
  method: 'PUT',
  path: '/otp',
  summary: 'Check the passcode',
  body: PasscodeBody,
  response: IdentitySession,
});

export const answerKba = session({
  method: 'POST',
  path: '/kba',
  summary: 'Answer the knowledge questions',
  body: v.object({ answers: v.record(v.string(), v.string()) }),
  response: IdentitySession,
});
