import * as v from 'valibot';
import { endpoint } from './endpoint.ts';

const SessionParams = v.object({ id: v.pipe(v.string(), v.uuid('Not found')) });

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

export const startIdentitySession = endpoint({
  method: 'POST',
  path: '/consumers/current/idverify/sessions',
  summary: 'Start identity verification by passcode or knowledge questions',
  tags: ['identity'],
  access: ['consumer'],
  body: v.object({ method: v.optional(v.picklist(['passcode', 'kba'], 'Choose passcode or kba')) }),
  response: IdentitySession,
  status: 201,
});

export const getIdentitySession = endpoint({
  method: 'POST',
  path: '/consumers/current/idverify/sessions/:id',
  summary: 'The state of an identity verification session',
  tags: ['identity'],
  access: ['consumer'],
  params: SessionParams,
  response: IdentitySession,
});

export const sendPasscode = endpoint({
  method: 'POST',
  path: '/consumers/current/idverify/sessions/:id/otp',
  summary: 'Send (or resend, after the cooldown) the passcode',
  tags: ['identity'],
  access: ['consumer'],
  params: SessionParams,
  response: v.object({ sentTo: v.string(), resendAfter: v.string() }),
});

export const verifyPasscode = endpoint({
  method: 'PUT',
  path: '/consumers/current/idverify/sessions/:id/otp',
  summary: 'Check the passcode',
  tags: ['identity'],
  access: ['consumer'],
  params: SessionParams,
  body: v.object({ passcode: v.pipe(v.string(), v.regex(/^\d{6}$/, 'Enter all 6 digits')) }),
  response: IdentitySession,
});

export const answerKba = endpoint({
  method: 'POST',
  path: '/consumers/current/idverify/sessions/:id/kba',
  summary: 'Answer the knowledge questions',
  tags: ['identity'],
  access: ['consumer'],
  params: SessionParams,
  body: v.object({ answers: v.record(v.string(), v.string()) }),
  response: IdentitySession,
});
