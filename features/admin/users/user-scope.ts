import { linkOptions } from '@tanstack/react-router';
import type { RouteLink } from '../../../kit/route-link.ts';
/**
 * Which users a screen is about: every console user (/admin/console/users), or one tenant's, taken from the path
 * (lenders/{lenderId}/users, prospects/{lenderId}/users, embedders/{embedderId}/users). A prospect is a lender
 * not yet onboarded: its users are lender (fi) users.
 */
export type UserSection = 'lenders' | 'prospects' | 'embedders';

export interface UserScope {
  readonly section: UserSection;
  readonly realm: 'fi' | 'embedder';
  readonly number: number;
  /** The organization's name, when the scope was picked from a list. */
  readonly name?: string;
}

export const scopeOf = (section: UserSection, id: string | undefined): UserScope | undefined => {
  const number = Number(id);
  if (!Number.isInteger(number) || number < 1) return undefined;
  return { section, realm: section === 'embedders' ? 'embedder' : 'fi', number };
};

/**
 * The link to a scope's users list or its new-user page, checked against the route tree where it is built: each
 * section names its tenant by its own param ($lenderId, $embedderId), so each is written out.
 */
export function usersLink(scope: UserScope | undefined, page: '' | '/new' = ''): RouteLink {
  if (!scope) return linkOptions({ to: `/admin/console/users${page}` as const });
  const tenant = String(scope.number);
  switch (scope.section) {
    case 'lenders':
      return linkOptions({
        to: `/admin/console/lenders/$lenderId/users${page}` as const,
        params: { lenderId: tenant },
      });
    case 'prospects':
      return linkOptions({
        to: `/admin/console/prospects/$lenderId/users${page}` as const,
        params: { lenderId: tenant },
      });
    case 'embedders':
      return linkOptions({
        to: `/admin/console/embedders/$embedderId/users${page}` as const,
        params: { embedderId: tenant },
      });
  }
}

/** The edit page of one user of a scope (users/$userId/edit under the scope's list). */
export function userEditLink(scope: UserScope | undefined, userId: string): RouteLink {
  if (!scope) return linkOptions({ to: '/admin/console/users/$userId/edit', params: { userId } });
  const tenant = String(scope.number);
  switch (scope.section) {
    case 'lenders':
      return linkOptions({
        to: '/admin/console/lenders/$lenderId/users/$userId/edit',
        params: { lenderId: tenant, userId },
      });
    case 'prospects':
      return linkOptions({
        to: '/admin/console/prospects/$lenderId/users/$userId/edit',
        params: { lenderId: tenant, userId },
      });
    case 'embedders':
      return linkOptions({
        to: '/admin/console/embedders/$embedderId/users/$userId/edit',
        params: { embedderId: tenant, userId },
      });
  }
}

export const REALM_LABEL = { super: 'Admin', fi: 'Lender', embedder: 'Embedder' } as const;
