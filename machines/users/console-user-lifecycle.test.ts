import { describe, expect, it } from 'vitest';
import { CONSOLE_USER_STATUSES } from '../../domain/catalog/statuses.ts';
import { itIsCatalogued } from '../lifecycle.test-helper.ts';
import { consoleUserLifecycle, consoleUserMoves } from './console-user-lifecycle.ts';

describe('consoleUserLifecycle', () => {
  itIsCatalogued(consoleUserLifecycle, CONSOLE_USER_STATUSES, { states: consoleUserMoves.statuses });

  it('locks only an active user, and only a locked user is unlocked (002 §4)', () => {
    expect(consoleUserMoves.taking('LOCK')).toEqual(['ACTIVE']);
    expect(consoleUserMoves.target('LOCK')).toBe('LOCKED');
    expect(consoleUserMoves.move('LOCKED', 'UNLOCK')).toEqual({ next: 'ACTIVE' });
    expect(consoleUserMoves.move('INACTIVE', 'UNLOCK')).toEqual({
      refused: 'Only a locked user can be unlocked: this user is inactive.',
    });
  });

  it('lets the admin deactivate any user and reactivate any, a locked one included', () => {
    for (const status of CONSOLE_USER_STATUSES) {
      expect(consoleUserMoves.next(status, 'DEACTIVATE'), status).toBe('INACTIVE');
      expect(consoleUserMoves.next(status, 'ACTIVATE'), status).toBe('ACTIVE');
    }
  });
});
