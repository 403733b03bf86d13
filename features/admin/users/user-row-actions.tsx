import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { LuEllipsisVertical } from 'react-icons/lu';
import type { ApiClient } from '../../../api/client.ts';
import {
  type ConsoleUserRow,
  listConsoleUsers,
  listTenantConsoleUsers,
  resetConsoleUserPassword,
  setConsoleUserStatus,
  unlockConsoleUser,
} from '../../../api/console-users.ts';
import { ConfirmDialog } from '../../../kit/confirm-dialog.tsx';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { linkProps, type RouteLink } from '../../../kit/route-link.ts';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { toaster } from '../../../ui/toaster.tsx';
import { actAs } from '../pass-through.ts';
import { useAdminServices } from '../services.ts';

type Confirmation = { kind: 'reset' | 'deactivate' | 'activate'; user: ConsoleUserRow };

const CONFIRM = {
  reset: {
    title: (user: ConsoleUserRow) => `Reset the password of ${user.username}?`,
    description:
      'Their current password stops working. A temporary password is mailed to them, to be changed at sign-in.',
    label: 'Reset password',
  },
  deactivate: {
    title: (user: ConsoleUserRow) => `Deactivate ${user.username}?`,
    description: 'An inactive user cannot sign in until reactivated.',
    label: 'Deactivate',
  },
  activate: {
    title: (user: ConsoleUserRow) => `Activate ${user.username}?`,
    description: 'The user can sign in again with their password.',
    label: 'Activate',
  },
} as const;

/** The row menu of the users list (Edit, Unlock, Reset password, Deactivate/Activate, Act as) and its confirmation. */
export function useUserRowActions(client: ApiClient, editLink: (user: ConsoleUserRow) => RouteLink) {
  const navigate = useNavigate();
  const { clients, sessions } = useAdminServices();
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const invalidate = [listQueryKey(listConsoleUsers), listQueryKey(listTenantConsoleUsers)];
  const unlock = useConfigMutation({
    mutationFn: (user: ConsoleUserRow) => client.call(unlockConsoleUser, { params: { userId: user.id } }),
    toasts: { pending: 'Unlocking the user…', success: 'User unlocked', error: 'Could not unlock the user' },
    invalidate,
  });
  const confirmed = useConfigMutation({
    mutationFn: ({ kind, user }: Confirmation) =>
      kind === 'reset'
        ? client.call(resetConsoleUserPassword, { params: { userId: user.id } })
        : client.call(setConsoleUserStatus, {
            params: { userId: user.id },
            body: { status: kind === 'deactivate' ? 'INACTIVE' : 'ACTIVE' },
          }),
    toasts: { pending: 'Saving…', success: 'Saved', error: 'Could not save the change' },
    invalidate,
  });
  const passThrough = (user: ConsoleUserRow) => {
    if (user.realm === 'super') return;
    actAs({ client: clients.super, sessions }, user.realm, user.id).catch(() =>
      toaster.create({ type: 'error', title: 'Could not act as this user. Please try again.' }),
    );
  };

  const menu = (user: ConsoleUserRow) => (
    <UserActionsMenu
      user={user}
      onEdit={() => void navigate(linkProps(editLink(user)))}
      onUnlock={() => unlock.mutate(user)}
      onAsk={(kind) => setConfirming({ kind, user })}
      onActAs={() => passThrough(user)}
    />
  );
  const dialog = (
    <UserChangeDialog
      confirming={confirming}
      onCancel={() => setConfirming(null)}
      onConfirm={(confirmation) => {
        confirmed.mutate(confirmation);
        setConfirming(null);
      }}
    />
  );
  return { menu, dialog };
}

/** The ⋮ menu of one user row; Unlock only for a locked user, Act as only for an active console user. */
function UserActionsMenu(props: {
  user: ConsoleUserRow;
  onEdit: () => void;
  onUnlock: () => void;
  onAsk: (kind: Confirmation['kind']) => void;
  onActAs: () => void;
}) {
  const { user } = props;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton size="xs" variant="ghost" aria-label={`Actions for ${user.username}`}>
          <LuEllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="edit" onClick={props.onEdit}>
              Edit
            </Menu.Item>
            {user.status === 'LOCKED' ? (
              <Menu.Item value="unlock" onClick={props.onUnlock}>
                Unlock
              </Menu.Item>
            ) : null}
            <Menu.Item value="reset" onClick={() => props.onAsk('reset')}>
              Reset password
            </Menu.Item>
            <Menu.Item
              value="status"
              onClick={() => props.onAsk(user.status === 'INACTIVE' ? 'activate' : 'deactivate')}
            >
              {user.status === 'INACTIVE' ? 'Activate' : 'Deactivate'}
            </Menu.Item>
            {user.realm !== 'super' && user.status === 'ACTIVE' ? (
              <Menu.Item value="act-as" onClick={props.onActAs}>
                Act as
              </Menu.Item>
            ) : null}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The confirmation of a password reset or a status change, worded for the change asked. */
function UserChangeDialog(props: {
  confirming: Confirmation | null;
  onCancel: () => void;
  onConfirm: (confirmation: Confirmation) => void;
}) {
  const { confirming } = props;
  const text = confirming ? CONFIRM[confirming.kind] : null;
  return (
    <ConfirmDialog
      open={confirming !== null}
      title={confirming && text ? text.title(confirming.user) : ''}
      description={text?.description}
      confirmLabel={text?.label}
      onCancel={props.onCancel}
      onConfirm={() => (confirming ? props.onConfirm(confirming) : props.onCancel())}
    />
  );
}
