/**
 * The four realms of 000 §1 and where each lives in the app (000 §2, §6; 002 §2, §6).
 * Exact paths the seed leaves "not shown" are recorded in docs/decisions/0001-realm-paths-product-decisions.md.
 */
export const REALMS = ['super', 'fi', 'embedder', 'consumer'] as const;
export type Realm = (typeof REALMS)[number];
export type ConsoleRealm = Exclude<Realm, 'consumer'>;
export const CONSOLE_REALMS = ['super', 'fi', 'embedder'] as const satisfies readonly ConsoleRealm[];

export interface RealmRoutes {
  /** Paths a signed-in user of the realm may visit. */
  readonly appPaths: readonly string[];
  readonly loginPath: string;
  readonly forgotPasswordPath: string | null;
  readonly changePasswordPath: string | null;
  /** Where a 401 sends the user. */
  readonly unauthorizedRedirect: string;
  /** The access-denied page (missing permission). */
  readonly accessDeniedPath: string | null;
  readonly logoutLanding: string;
  readonly defaultLanding: string;
}

export const REALM_ROUTES = {
  super: {
    appPaths: ['/admin'],
    loginPath: '/admin/login',
    forgotPasswordPath: '/admin/forgot-password',
    changePasswordPath: '/admin/console/change-password',
    unauthorizedRedirect: '/admin/login',
    accessDeniedPath: '/admin/console/unauthorized',
    logoutLanding: '/admin/login',
    defaultLanding: '/admin/console/dashboard',
  },
  fi: {
    appPaths: ['/lender'],
    loginPath: '/lender/login',
    forgotPasswordPath: '/lender/forgot-password',
    changePasswordPath: '/lender/console/change-password',
    unauthorizedRedirect: '/lender/login',
    accessDeniedPath: '/lender/console/unauthorized',
    logoutLanding: '/lender/login',
    defaultLanding: '/lender/console/dashboard',
  },
  embedder: {
    appPaths: ['/embedder'],
    loginPath: '/embedder/login',
    forgotPasswordPath: '/embedder/forgot-password',
    changePasswordPath: '/embedder/console/change-password',
    unauthorizedRedirect: '/embedder/login',
    accessDeniedPath: '/embedder/console/unauthorized',
    logoutLanding: '/embedder/login',
    defaultLanding: '/embedder/console/dashboard',
  },
  consumer: {
    appPaths: ['/consumer', '/further'],
    loginPath: '/consumer/auth/login',
    forgotPasswordPath: null,
    changePasswordPath: null,
    unauthorizedRedirect: '/consumer/auth',
    accessDeniedPath: null,
    logoutLanding: '/consumer/auth',
    defaultLanding: '/consumer/marketplace',
  },
} as const satisfies Readonly<Record<Realm, RealmRoutes>>;

/** The lender's LoanLeadAnalyst lands on loan leads after login (002 §2). */
export const LOAN_LEADS_LANDING = '/lender/console/loanLeads';

/** Routes that need no sign-in (000 §2, 001 §2, 002 §6). */
export const PUBLIC_PATH_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/(admin|lender|embedder)\/(login|forgot-password)\/?$/,
  /^\/(not-found|error|network-error|charts)(\/.*)?$/,
  /^\/consumer\/auth(\/.*)?$/,
  /^\/consumer\/error(\/.*)?$/,
  /^\/further\/(welcome|registration|auth|error)(\/.*)?$/,
];

export const GENERAL_PATHS = { notFound: '/not-found', serverError: '/error', networkError: '/network-error' } as const;

/** Which realm owns a path (the realm whose app paths contain it), or null for none. */
export function realmForPath(pathname: string): Realm | null {
  for (const realm of REALMS) {
    if (REALM_ROUTES[realm].appPaths.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) {
      return realm;
    }
  }
  return null;
}

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATH_PATTERNS.some((pattern) => pattern.test(pathname));
}

/** Browser storage keys, verbatim from 000 §3 and §9. */
export const storageKeys = {
  auth: (realm: Realm) => `auth-${realm}`,
  chatConversation: (realm: Realm) => `chatConversation-${realm}`,
  /** The admin realm leaves the tenant out of the key. */
  rememberMe: (realm: Realm, tenant: string | number | undefined, user: string) =>
    realm === 'super' || tenant === undefined ? `rememberMe-${realm}-${user}` : `rememberMe-${realm}-${tenant}-${user}`,
  loanLeadFilter: 'loanLeadFilter',
  /** Kept in sessionStorage: the page to return to after sign-in. */
  afterLoginRedirect: 'afterLoginRedirect',
} as const;

/** The window a pass-through opens (000 §2). */
export const PASS_THROUGH_WINDOW_NAME = 'pass-through';
