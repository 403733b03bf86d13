import type { ConsoleRealm } from './realms.ts';

/** Lender permission groups, verbatim from 000 §6 / 002 §3. */
export const LENDER_PERMISSION_GROUPS = [
  'Admin',
  'Read-only',
  'LoanLeadAnalyst',
  'CampaignAcknowledgement',
  'ProductTemplate',
] as const;
export type LenderPermissionGroup = (typeof LENDER_PERMISSION_GROUPS)[number];

/**
 * Admin and embedder role names are "not shown"; one role each (docs/decisions/0002-roles-and-permission-matrix.md).
 */
export const ADMIN_ROLES = ['SuperAdmin'] as const;
export const EMBEDDER_ROLES = ['EmbedderAdmin'] as const;
export type RoleName = LenderPermissionGroup | (typeof ADMIN_ROLES)[number] | (typeof EMBEDDER_ROLES)[number];

/**
 * Permission areas and names. The seed shows only the shape (area → list of names); this matrix is our
 * decision (docs/decisions/0002-roles-and-permission-matrix.md): `read` sees an area, `write` changes it, plus
 * area-specific verbs.
 */
export type Permissions = Readonly<Record<string, readonly string[]>>;

export const LENDER_AREAS = [
  'dashboard',
  'campaigns',
  'products',
  'generalSetup',
  'loanLeads',
  'clientSupport',
  'billing',
] as const;
export const ADMIN_AREAS = [
  'dashboard',
  'campaigns',
  'lenders',
  'embedders',
  'stipulations',
  'processing',
  'billing',
  'reports',
  'users',
] as const;
export const EMBEDDER_AREAS = ['dashboard', 'campaigns', 'keys', 'reports', 'prequalLeads', 'clientSupport'] as const;

/** Every permission area of the three consoles: a page's or an endpoint's permission names one of these. */
export type PermissionArea =
  | (typeof LENDER_AREAS)[number]
  | (typeof ADMIN_AREAS)[number]
  | (typeof EMBEDDER_AREAS)[number];

/** Every permission name the role matrix grants (ROLE_PERMISSIONS below). */
export const PERMISSION_NAMES = [
  'read',
  'write',
  'acknowledge',
  'template',
  'assign',
  'push',
  'download',
  'unlock',
  'resetPassword',
  'passThrough',
] as const;
export type PermissionName = (typeof PERMISSION_NAMES)[number];

/**
 * What a page, a nav entry or an endpoint asks for: areas and names from the catalogue, so a misspelt area fails
 * typecheck. A user's granted `Permissions` (from the session) stay plain records: they come from the server.
 */
export type RequiredPermission = { readonly [Area in PermissionArea]?: readonly PermissionName[] };

/** `{ [area]: ['read'] }` and its kin: the usual one-area requirement. */
export const needs = (area: PermissionArea, ...names: PermissionName[]): RequiredPermission =>
  ({ [area]: names }) as RequiredPermission;

function grant(areas: readonly PermissionArea[], names: readonly PermissionName[]): Record<string, string[]> {
  return Object.fromEntries(areas.map((area) => [area, [...names]]));
}

export const ROLE_PERMISSIONS: Readonly<Record<RoleName, RequiredPermission>> = {
  Admin: {
    ...grant(LENDER_AREAS, ['read', 'write']),
    loanLeads: ['read', 'write', 'assign', 'push', 'download'],
    campaigns: ['read', 'write', 'acknowledge'],
    products: ['read', 'write', 'template'],
  },
  'Read-only': grant(LENDER_AREAS, ['read']),
  LoanLeadAnalyst: { dashboard: ['read'], loanLeads: ['read', 'write', 'assign', 'push', 'download'] },
  CampaignAcknowledgement: { dashboard: ['read'], campaigns: ['read', 'acknowledge'] },
  ProductTemplate: { dashboard: ['read'], products: ['read', 'write', 'template'] },
  SuperAdmin: {
    ...grant(ADMIN_AREAS, ['read', 'write']),
    users: ['read', 'write', 'unlock', 'resetPassword', 'passThrough'],
  },
  EmbedderAdmin: grant(EMBEDDER_AREAS, ['read', 'write']),
};

export const REALM_ROLES: Readonly<Record<ConsoleRealm, readonly RoleName[]>> = {
  super: ADMIN_ROLES,
  fi: LENDER_PERMISSION_GROUPS,
  embedder: EMBEDDER_ROLES,
};

/** The union of the permissions of every role a user holds. */
export function permissionsForRoles(roles: readonly RoleName[]): Record<string, string[]> {
  const merged: Record<string, Set<string>> = {};
  for (const role of roles) {
    for (const [area, names] of Object.entries(ROLE_PERMISSIONS[role])) {
      const set = merged[area] ?? new Set<string>();
      for (const name of names) set.add(name);
      merged[area] = set;
    }
  }
  return Object.fromEntries(Object.entries(merged).map(([area, set]) => [area, [...set].sort()]));
}

export { hasPermission } from './permission-check.ts';
