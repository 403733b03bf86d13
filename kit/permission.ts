import type { Session } from '../api/session.ts';
import { hasPermission } from '../domain/permissions.ts';

/**
 * Whether the session may do `action` in `area` (000 §6); screens hide the controls of what the user may not do
 * (the server refuses it anyway). An admin working on a lender's data writes through the lenders area.
 */
export function can(session: Session | null | undefined, area: string, action = 'write'): boolean {
  if (!session) return false;
  if (session.realm === 'super')
    return hasPermission(session.permissions, { lenders: [action === 'read' ? 'read' : 'write'] });
  return hasPermission(session.permissions, { [area]: [action] });
}
