import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import {
  type ConsoleUserRow,
  listConsoleUsers,
  listTenantConsoleUsers,
  resetConsoleUserPassword,
  setConsoleUserStatus,
  unlockConsoleUser,
} from '../../../api/console-users.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { linkProps, type RouteLink } from '../../../kit/route-link.ts';
import { type RowAction, useRowActionsMenu } from '../../../kit/row-actions-menu.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { said } from '../../../kit/words.ts';
import { toaster } from '../../../ui/toaster.tsx';
import { usersUserRowActionsMessages as m } from '../messages/users-user-row-actions.ts';
import { actAs } from '../pass-through.ts';
import { useAdminServices } from '../services.ts';

const inactive = (user: ConsoleUserRow) => user.status === 'INACTIVE';

/** The row menu of the users list: Edit, Unlock (locked users), Reset password, Deactivate/Activate, Act as. */
export function useUserRowActions(client: ApiClient, editLink: (user: ConsoleUserRow) => RouteLink) {
  const navigate = useNavigate();
  const intl = useIntl();
  const { clients, sessions } = useAdminServices();
  const invalidate = [listQueryKey(listConsoleUsers), listQueryKey(listTenantConsoleUsers)];
  const unlock = useConfigMutation({
    mutationFn: (user: ConsoleUserRow) => client.call(unlockConsoleUser, { params: { userId: user.id } }),
    toasts: { pending: m.unlockingTheUser, success: m.userUnlocked, error: m.couldNotUnlockTheUser },
    invalidate,
  });
  const saving = { pending: m.saving, success: m.saved, error: m.couldNotSaveTheChange };
  const reset = useConfigMutation({
    mutationFn: (user: ConsoleUserRow) => client.call(resetConsoleUserPassword, { params: { userId: user.id } }),
    toasts: saving,
    invalidate,
  });
  const setStatus = useConfigMutation({
    mutationFn: (user: ConsoleUserRow) =>
      client.call(setConsoleUserStatus, {
        params: { userId: user.id },
        body: { status: inactive(user) ? 'ACTIVE' : 'INACTIVE' },
      }),
    toasts: saving,
    invalidate,
  });
  const actions: RowAction<ConsoleUserRow>[] = [
    { value: 'edit', label: m.edit, run: (user) => void navigate(linkProps(editLink(user))) },
    { value: 'unlock', label: m.unlock, shown: (user) => user.status === 'LOCKED', run: (user) => unlock.mutate(user) },
    {
      value: 'reset',
      label: m.resetPassword,
      confirm: (user) => ({
        title: said(m.resetTitle, { username: user.username }),
        description: m.theirCurrentPasswordStopsWorking,
        label: m.resetPassword,
      }),
      run: (user) => reset.mutate(user),
    },
    {
      value: 'status',
      label: (user) => (inactive(user) ? m.activate : m.deactivate),
      confirm: (user) =>
        inactive(user)
          ? {
              title: said(m.activateTitle, { username: user.username }),
              description: m.theUserCanSignIn,
              label: m.activate,
            }
          : {
              title: said(m.deactivateTitle, { username: user.username }),
              description: m.anInactiveUserCannotSign,
              label: m.deactivate,
            },
      run: (user) => setStatus.mutate(user),
    },
    {
      value: 'act-as',
      label: m.actAs,
      // Pass-through signs in as a lender or embedder user; an inactive or locked one could not sign in.
      shown: (user) => user.realm !== 'super' && user.status === 'ACTIVE',
      run: (user) => {
        if (user.realm === 'super') return;
        actAs({ client: clients.super, sessions }, user.realm, user.id).catch(() =>
          toaster.create({ type: 'error', title: intl.formatMessage(m.couldNotActAsThis) }),
        );
      },
    },
  ];
  return useRowActionsMenu({ actions, nameOf: (user) => user.username });
}
