import { Button, Spinner, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { checkResetLink, resetPassword } from '../../api/account.ts';
import { endpointKey } from '../../api/query-options.ts';
import { NewPasswordFields } from '../../console/account/new-password-fields.tsx';
import { fieldMessagesOf, useFieldMessages } from '../../console/account/use-field-messages.ts';
import { type ConsoleRealm, REALM_ROUTES } from '../../domain/realms.ts';
import { resetPasswordFormSchema } from '../../domain/validation/account.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { loginMessages } from './messages/login.ts';
import { resetPasswordFormMessages as m } from './messages/reset-password-form.ts';
import { useAppServices } from './services.ts';

const schema = resetPasswordFormSchema();
const EMPTY = { newPassword: '', confirmPassword: '' };

/**
 * The mailed link's form (…/forgot-password?token=…): a new password twice. On success the realm's sign-in page
 * says the password changed; a used, expired or broken link says so, with a way to ask for a new one.
 */
export function ResetPasswordForm({
  realm,
  token,
  onAskAgain,
}: {
  realm: ConsoleRealm;
  token: string;
  onAskAgain: () => void;
}) {
  const { formatMessage: t } = useIntl();
  const client = useAppServices().clients[realm];
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const messages = useFieldMessages(schema, values);
  const reset = useMutation({
    mutationFn: () => client.call(resetPassword, { body: { token, password: values.newPassword } }),
    onSuccess: () =>
      void navigate({ to: REALM_ROUTES[realm].loginPath, search: { passwordReset: true }, replace: true }),
    onError: (error) => messages.showServer(error),
  });
  // The server names the rule under `password`; the form's field is the new password.
  const messageFor = (field: 'newPassword' | 'confirmPassword') =>
    field === 'newPassword'
      ? (messages.messageFor('password') ?? messages.messageFor(field))
      : messages.messageFor(field);
  // A used, expired or broken link is refused when opened (the spec's message), not after a password was typed.
  const link = useQuery({
    // A POST (the token stays out of URLs and logs), so not endpointQuery; keyed by the same key builder.
    queryKey: endpointKey(checkResetLink, undefined, { token }, [realm]),
    queryFn: () => client.call(checkResetLink, { body: { token } }).then(() => true),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const tokenProblem = messages.messageFor('token') ?? fieldMessagesOf(link.error).token;
  const otherProblem = reset.isError && Object.keys(fieldMessagesOf(reset.error)).length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (messages.trySubmit()) reset.mutate();
  };
  if (link.isPending) return <Spinner aria-label={t(m.checkingYourLink)} />;
  if (tokenProblem) {
    // A used, expired or broken link cannot set a password: what is left is asking for a new one.
    return (
      <Stack gap="5">
        <ErrorAlert message={tokenProblem} />
        <Button colorPalette="brand" size="lg" onClick={onAskAgain}>
          {t(m.askForANewLink)}
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label={t(m.setANewPassword)}>
      <Stack gap="5">
        <ErrorAlert message={otherProblem ? t(loginMessages.generic) : null} />
        <NewPasswordFields
          values={values}
          messageFor={messageFor}
          onChange={(field, value) => {
            setValues((current) => ({ ...current, [field]: value }));
            messages.edited(field === 'newPassword' ? 'password' : field);
          }}
        />
        <Button type="submit" colorPalette="brand" size="lg" loading={reset.isPending} loadingText={t(m.saving)}>
          {t(m.setNewPassword)}
        </Button>
      </Stack>
    </form>
  );
}
