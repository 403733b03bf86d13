import { Box, Card } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { changePassword } from '../../api/account.ts';
import { changePasswordFormSchema } from '../../domain/validation/account.ts';
import type { ConsolePageProps } from '../../kit/console-page.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { accountChangePasswordPageMessages as m } from '../messages/account-change-password-page.ts';
import { AccountField, AccountFormShell } from './account-fields.tsx';
import { useAccountForm } from './account-form.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export const PASSWORD_CHANGED = m.passwordChanged;

/** /{console}/change-password (002 §2), the same in the three consoles: current password, new one, confirmation. */
export function ChangePasswordPage({ session, client, replaceSession }: ConsolePageProps) {
  const { formatMessage: t } = useIntl();
  const required = session.passwordChangeRequired === true;
  // The rules the browser can check; the common-password list stays on the server, which answers per field.
  const schema = useMemo(() => changePasswordFormSchema({ username: session.username ?? '' }), [session.username]);
  const form = useAccountForm({
    schema,
    initial: EMPTY,
    save: (values) =>
      client.call(changePassword, {
        body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
      }),
    savedTitle: PASSWORD_CHANGED,
    next: () => EMPTY,
    onSaved: () => {
      if (required && replaceSession) {
        // The temporary password is gone: the console opens (the frame then leads to the realm's landing page).
        const { passwordChangeRequired: _, ...rest } = session;
        replaceSession(rest);
      }
    },
  });
  return (
    <Box maxW="xl">
      <PageHeader
        title={t(m.changePassword)}
        description={required ? t(m.youSignedInWithATemporary) : t(m.chooseANewPassword)}
      />
      <Card.Root>
        <Card.Body>
          <AccountFormShell
            form={form}
            label={t(m.changePassword)}
            submitLabel={t(m.changePassword)}
            pendingLabel={t(m.changingPassword)}
          >
            <AccountField
              bind={form}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              label={t(m.currentPassword)}
              required
            />
            <NewPasswordFields values={form.values} messageFor={form.messageFor} onChange={form.edit} />
          </AccountFormShell>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
