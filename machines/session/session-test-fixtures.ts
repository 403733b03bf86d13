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

export const ownPassThroughSession: Session = {
  realm: 'fi',
  jwt: 'jwt-pass-through',
  mfaRequired: false,
  userId: 'u-lender',
  tenantId: 't2',
  permissions: { dashboard: ['read'] },
  passThrough: true,
};

export const embedderPassThroughSession: Session = {
  realm: 'embedder',
  jwt: 'jwt-embedder',
  mfaRequired: false,
  userId: 'u-embedder',
  tenantId: 'e1',
  permissions: { dashboard: ['read'] },
  passThrough: true,
};

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
