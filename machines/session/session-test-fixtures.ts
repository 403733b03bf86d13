import type { Session, SignInRequest } from '../../api/session.ts';

/** Sessions and requests shared by the session tests (fixed values keep path generation finite). */
export const storedSession: Session = {
  realm: 'fi',
  jwt: 'jwt-stored',
  mfaRequired: false,
  userId: 'u-stored',
  tenantId: 't1',
  permissions: { dashboard: ['read'] },
};

export const freshSession: Session = {
  realm: 'fi',
  jwt: 'jwt-fresh',
  mfaRequired: true,
  rememberMeJwt: 'remember-ann',
  userId: 'u-ann',
  tenantId: 't1',
  permissions: { dashboard: ['read'], loanLeads: ['read'] },
};

export const mfaChallenge: Session = {
  realm: 'fi',
  mfaRequired: true,
  mfaToken: 'mfa-1',
  permissions: {},
};

/** A pass-through session (000 §4.5): a user of another tenant or realm, the dashboard to read, no second factor. */
const passThroughSession = (realm: Session['realm'], jwt: string, userId: string, tenantId: string): Session => ({
  realm,
  jwt,
  mfaRequired: false,
  userId,
  tenantId,
  permissions: { dashboard: ['read'] },
  passThrough: true,
});

export const ownPassThroughSession = passThroughSession('fi', 'jwt-pass-through', 'u-lender', 't2');
export const embedderPassThroughSession = passThroughSession('embedder', 'jwt-embedder', 'u-embedder', 'e1');

export const establishedSession: Session = {
  realm: 'fi',
  jwt: 'jwt-established',
  mfaRequired: false,
  userId: 'u-other',
  tenantId: 't1',
  permissions: {},
};

export const annSignIn: SignInRequest = {
  realm: 'fi',
  tenant: 't1',
  user: 'ann',
  password: 'correct horse',
  rememberMe: true,
};
