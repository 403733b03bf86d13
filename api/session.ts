import * as v from 'valibot';
import { REALMS } from '../domain/realms.ts';
import { PUBLISHER_PARAMS_LIMITS } from '../domain/session/consumer-entry.ts';
import { fiIdSchema } from '../domain/validation/fi-id.ts';
import { callGroup, EmptyResponse, endpoint } from './endpoint.ts';

export const RealmSchema = v.picklist(REALMS);
const Permissions = v.record(v.string(), v.array(v.string()));

/** Sign-in payload of 000 §3 (realm, tenant, user, rememberMeJwt) plus password and second-factor fields. */
export const SignInRequest = v.object({
  realm: v.picklist(['super', 'fi', 'embedder']),
  /** Lender or embedder tenant id; absent for admin. */
  tenant: v.optional(v.string()),
  user: v.pipe(v.string(), v.trim(), v.minLength(1, 'Username is required')),
  password: v.optional(v.string()),
  rememberMeJwt: v.optional(v.string()),
  rememberMe: v.optional(v.boolean()),
  /** Second step of a sign-in that answered mfaRequired without jwt. */
  mfaToken: v.optional(v.string()),
  totp: v.optional(v.pipe(v.string(), v.regex(/^\d{6}$/, 'Enter all six digits'))),
});
export type SignInRequest = v.InferOutput<typeof SignInRequest>;

export const ConsumerSummary = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  workflowState: v.array(v.string()),
  pendingRedemptionId: v.nullable(v.string()),
});

/** The session record kept under auth-{realm} (000 §3). */
export const Session = v.object({
  realm: RealmSchema,
  jwt: v.optional(v.string()),
  mfaRequired: v.boolean(),
  /** Opaque challenge for the second step; only when mfaRequired and no jwt. */
  mfaToken: v.optional(v.string()),
  rememberMeJwt: v.optional(v.string()),
  userId: v.optional(v.string()),
  username: v.optional(v.string()),
  tenantId: v.optional(v.string()),
  tenantName: v.optional(v.string()),
  roles: v.optional(v.array(v.object({ name: v.string() }))),
  permissions: Permissions,
  chatSessionId: v.optional(v.string()),
  workflowState: v.optional(v.array(v.string())),
  consumer: v.optional(ConsumerSummary),
  publisherQueryParams: v.optional(v.record(v.string(), v.string())),
  stateParams: v.optional(v.object({ productType: v.optional(v.string()) })),
  /** stateParams.productType split on ";" (000 §3): the product types the marketplace is narrowed to. */
  supportedProductTypes: v.optional(v.array(v.string())),
  /** Set on a session created by pass-through. */
  passThrough: v.optional(v.boolean()),
  /**
   * The user signed in with a temporary password (an admin made it): the console shows only the change-password page
   * until the user has chosen their own (002 §3 console user "temporary password").
   */
  passwordChangeRequired: v.optional(v.boolean()),
});
export type Session = v.InferOutput<typeof Session>;

/** The sign-in calls (/auth/…) anyone may make: signing in, a forgotten password, the opener's origins. */
export const authCall = callGroup({ tags: ['session'], access: 'public', path: '/auth' });

export const signIn = authCall({
  method: 'POST',
  summary: 'Sign in to a console realm (password, remember-me token or second factor)',
  body: SignInRequest,
  response: Session,
});

export const ForgotPasswordRequest = v.object({
  realm: v.picklist(['super', 'fi', 'embedder']),
  tenant: v.optional(v.string()),
  user: v.pipe(v.string(), v.trim(), v.minLength(1, 'Username is required')),
});
export const forgotPassword = authCall({
  method: 'POST',
  path: '/forgotpassword',
  summary: 'Send a password-reset mail (the same answer whether or not the user exists)',
  body: ForgotPasswordRequest,
  response: EmptyResponse,
  status: 204,
});

export const passThrough = endpoint({
  method: 'GET',
  path: '/auth/pass-through/:realm/:target',
  summary: 'An admin acts as a lender or embedder user: answers a session for that user',
  tags: ['session'],
  access: ['super'],
  params: v.object({ realm: v.picklist(['fi', 'embedder']), target: v.string() }),
  response: Session,
});

/** What the consumer's entry link carries into the session (000 §3, docs/decisions/0670). */
const PublisherQueryParams = v.pipe(
  v.record(
    v.pipe(v.string(), v.maxLength(PUBLISHER_PARAMS_LIMITS.keyLength)),
    v.pipe(v.string(), v.maxLength(PUBLISHER_PARAMS_LIMITS.valueLength)),
  ),
  v.check((params) => Object.keys(params).length <= PUBLISHER_PARAMS_LIMITS.keys, 'Too many publisher parameters'),
);
const ConsumerEntry = {
  stateParams: v.optional(v.object({ productType: v.optional(v.pipe(v.string(), v.maxLength(400))) })),
  publisherQueryParams: v.optional(PublisherQueryParams),
};

export const ConsumerSignInRequest = v.object({
  /** Demo consumers sign in with their access code (the consumer's uuid or the code printed on start). */
  accessCode: v.pipe(v.string(), v.trim(), v.minLength(1, 'Access code is required')),
  lastName: v.pipe(v.string(), v.trim(), v.minLength(1, 'Last name is required')),
  ...ConsumerEntry,
});
export type ConsumerSignInRequest = v.InferOutput<typeof ConsumerSignInRequest>;

/**
 * The hard-pull consent sign-in (000 §7 POST /auth/consumer/hard, payload "not shown"; docs/decisions/0671): the
 * consumer sign-in plus the consumer's explicit consent to a hard credit inquiry, at the text version they read.
 */
export const HardConsumerSignInRequest = v.object({
  ...ConsumerSignInRequest.entries,
  consent: v.object({ kind: v.literal('HARD_CREDIT_CHECK'), version: v.string() }),
});
export const consumerHardSignIn = authCall({
  method: 'POST',
  path: '/consumer/hard',
  summary: 'Sign a consumer in with their consent to a hard credit inquiry (recorded as a consent record)',
  body: HardConsumerSignInRequest,
  response: Session,
});
export const consumerSignIn = authCall({
  method: 'POST',
  path: '/consumer',
  summary: 'Sign a consumer in',
  body: ConsumerSignInRequest,
  response: Session,
});

export const mfaRequired = authCall({
  method: 'GET',
  path: '/mfaRequired',
  summary: 'Whether the realm asks for a second factor',
  query: v.object({ realm: v.picklist(['super', 'fi', 'embedder']) }),
  response: v.object({ mfaRequired: v.boolean() }),
});

export const Tenant = v.object({
  id: v.string(),
  realm: RealmSchema,
  name: v.string(),
  type: v.optional(v.string()),
  logoUrl: v.optional(v.nullable(v.string())),
});
export type Tenant = v.InferOutput<typeof Tenant>;
export const getTenant = endpoint({
  method: 'GET',
  path: '/:realm/:tenantId',
  summary: "The signed-in user's tenant (lender or embedder)",
  tags: ['session'],
  access: ['super', 'fi', 'embedder'],
  // The tenant's positive number (000 §5 fiId), which the session's tenantId carries.
  params: v.object({ realm: v.picklist(['fi', 'embedder']), tenantId: fiIdSchema }),
  response: Tenant,
});

export const health = endpoint({
  method: 'GET',
  path: '/health',
  summary: 'Liveness and database reachability',
  tags: ['ops'],
  access: 'public',
  response: v.object({ status: v.literal('ok'), database: v.literal('ok') }),
});
