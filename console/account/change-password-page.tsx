import { Box, Button, Card, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { changePassword } from '../../api/account.ts';
import { changePasswordFormSchema } from '../../domain/validation/account.ts';
import type { ConsolePageProps } from '../../kit/console-page.ts';
import { FormField } from '../../ui/form-field.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { PasswordInput } from '../../ui/password-input.tsx';
import { accountChangePasswordPageMessages as m } from '../messages/account-change-password-page.ts';
import { FormFailureAlert, useAccountForm } from './account-form.tsx';
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
          <form onSubmit={form.submit} noValidate aria-label={t(m.changePassword)}>
            <Stack gap="5">
              <FormFailureAlert error={form.formError} />
              <FormField label={t(m.currentPassword)} required errorText={form.messageFor('currentPassword')}>
                <PasswordInput
                  name="currentPassword"
                  autoComplete="current-password"
                  value={form.values.currentPassword}
                  onChange={(event) => form.edit('currentPassword', event.target.value)}
                />
              </FormField>
              <NewPasswordFields values={form.values} messageFor={form.messageFor} onChange={form.edit} />
              <Button
                type="submit"
                colorPalette="brand"
                alignSelf={{ base: 'stretch', sm: 'flex-start' }}
                loading={form.pending}
                loadingText={t(m.changingPassword)}
              >
                {t(m.changePassword)}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
