import type { Permissions, RequiredPermission } from './permissions.ts';

// Apart from the role matrix (re-exported by permissions.ts): the route guards of every realm's entry check
// permissions with it, and importing permissions.ts would put the console roles' matrix in the consumer's first
// download (issue 17).

/**
 * 000 §6: a user has a permission when, for every area asked for, every requested name appears in that
 * area's list. A signed-out user (no permissions) fails every check, even an empty request.
 */
export function hasPermission(
  userPermissions: Permissions | null | undefined,
  requested: RequiredPermission | Permissions,
): boolean {
  if (!userPermissions) return false;
  return Object.entries(requested as Permissions).every(([area, names]) => {
    const granted = userPermissions[area];
    return granted !== undefined && names.every((name) => granted.includes(name));
  });
}
