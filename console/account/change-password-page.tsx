import { Alert, Box, Button, Card, Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { changePassword } from '../../api/account.ts';
import { changePasswordFormSchema } from '../../domain/validation/account.ts';
import type { ConsolePageProps } from '../../kit/console-page.ts';
import { failureMessage } from '../../kit/toasts.ts';
import { FormField } from '../../ui/form-field.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { PasswordInput } from '../../ui/password-input.tsx';
import { TOAST_DURATION_MS, toaster } from '../../ui/toaster.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { fieldMessagesOf, useFieldMessages } from './use-field-messages.ts';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof typeof EMPTY;

export const PASSWORD_CHANGED = 'Your password has been changed';

/** /{console}/change-password (002 §2), the same in the three consoles: current password, new one, confirmation. */
export function ChangePasswordPage({ session, client, replaceSession }: ConsolePageProps) {
  const required = session.passwordChangeRequired === true;
  const [values, setValues] = useState(EMPTY);
  // The rules the browser can check; the common-password list stays on the server, which answers per field.
  const schema = useMemo(() => changePasswordFormSchema({ username: session.username ?? '' }), [session.username]);
  const messages = useFieldMessages(schema, values);
  const change = useMutation({
    mutationFn: () =>
      client.call(changePassword, {
        body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
      }),
    onSuccess: () => {
      setValues(EMPTY);
      messages.reset();
      toaster.create({ type: 'success', title: PASSWORD_CHANGED, duration: TOAST_DURATION_MS, closable: true });
      if (required && replaceSession) {
        // The temporary password is gone: the console opens (the frame then leads to the realm's landing page).
        const { passwordChangeRequired: _, ...rest } = session;
        replaceSession(rest);
      }
    },
    onError: (error) => messages.showServer(error),
  });
  const edit = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    messages.edited(field);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (messages.trySubmit()) change.mutate();
  };
  // A refusal with field issues shows under the fields; anything else (network, server) above the form.
  const formError = change.isError && Object.keys(fieldMessagesOf(change.error)).length === 0 ? change.error : null;
  return (
    <Box maxW="xl">
      <PageHeader
        title="Change password"
        description={
          required
            ? 'You signed in with a temporary password. Choose your own password to continue.'
            : 'Choose a new password for your account.'
        }
      />
      <Card.Root>
        <Card.Body>
          <form onSubmit={submit} noValidate aria-label="Change password">
            <Stack gap="5">
              {formError ? (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{failureMessage(formError)}</Alert.Title>
                </Alert.Root>
              ) : null}
              <FormField label="Current password" required errorText={messages.messageFor('currentPassword')}>
                <PasswordInput
                  name="currentPassword"
                  autoComplete="current-password"
                  value={values.currentPassword}
                  onChange={(event) => edit('currentPassword', event.target.value)}
                />
              </FormField>
              <NewPasswordFields values={values} messageFor={messages.messageFor} onChange={edit} />
              <Button
                type="submit"
                colorPalette="brand"
                alignSelf={{ base: 'stretch', sm: 'flex-start' }}
                loading={change.isPending}
                loadingText="Changing password"
              >
                Change password
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
