import { Button, Checkbox, Link, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import type { SignInRequest } from '../../api/session.ts';
import type { ConsoleRealm } from '../../domain/realms.ts';
import { readRememberMe } from '../../machines/session/session-storage.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { PasswordField } from '../../ui/password-input.tsx';
import { type TextFieldRow, TextFields } from '../../ui/text-field.tsx';
import { signInFormMessages as m } from './messages/sign-in-form.ts';
import { CONSOLE_LABELS } from './realm-labels.ts';

export interface SignInValues {
  readonly tenant: string;
  readonly user: string;
  readonly password: string;
  readonly rememberMe: boolean;
}

function tenantOf(realm: ConsoleRealm, values: SignInValues): string | undefined {
  return realm === 'super' ? undefined : values.tenant.trim();
}

/**
 * Builds the sign-in payload (000 §3). A typed password always wins; with the password left empty, the stored
 * remember-me token for this user stands in for it (the server still asks for the second factor).
 */
export function toSignInRequest(realm: ConsoleRealm, values: SignInValues): SignInRequest {
  const tenant = tenantOf(realm, values);
  const rememberMeJwt =
    values.password === ''
      ? (readRememberMe(localStorage, realm, tenant || undefined, values.user.trim()) ?? undefined)
      : undefined;
  return {
    realm,
    user: values.user.trim(),
    rememberMe: values.rememberMe,
    ...(tenant ? { tenant } : {}),
    ...(rememberMeJwt ? { rememberMeJwt } : { password: values.password }),
  };
}

type SignInField = 'tenant' | 'user' | 'password';

/**
 * The required fields left empty, by field. An empty password is not missing when this user's stored remember-me
 * token stands in for it (toSignInRequest); admins have no tenant.
 */
function missingFields(
  t: IntlShape['formatMessage'],
  realm: ConsoleRealm,
  values: SignInValues,
): Record<SignInField, string | undefined> {
  const tenantLabel = CONSOLE_LABELS[realm].tenant;
  return {
    tenant:
      tenantLabel !== null && values.tenant.trim() === ''
        ? t(m.tenantIsRequired, { tenant: t(tenantLabel) })
        : undefined,
    user: values.user.trim() === '' ? t(m.usernameIsRequired) : undefined,
    password:
      values.password === '' &&
      !readRememberMe(localStorage, realm, tenantOf(realm, values) || undefined, values.user.trim())
        ? t(m.passwordIsRequired)
        : undefined,
  };
}

/** The form's values, and the missing-field messages once the user has tried to submit (not before). */
function useSignInValues(realm: ConsoleRealm, onSubmit: (values: SignInValues) => void) {
  const { formatMessage: t } = useIntl();
  const [values, setValues] = useState<SignInValues>({ tenant: '', user: '', password: '', rememberMe: false });
  const [touched, setTouched] = useState(false);
  const missing = missingFields(t, realm, values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing.tenant || missing.user || missing.password) return;
    onSubmit(values);
  };
  const change = (patch: Partial<SignInValues>) => setValues({ ...values, ...patch });
  const errors: Partial<typeof missing> = touched ? missing : {};
  return { values, change, errors, submit };
}

/** The typed fields: the tenant (none for admins), the username and the password. */
function signInRows(t: IntlShape['formatMessage'], tenantLabel: MessageDescriptor | null): TextFieldRow<SignInField>[] {
  const helperText = t(m.yourOrganizationSCodeFor);
  return [
    ...(tenantLabel
      ? [{ key: 'tenant', label: t(tenantLabel), helperText, autoComplete: 'organization' } as const]
      : []),
    { key: 'user', name: 'username', label: t(m.username), autoComplete: 'username' },
    { key: 'password', label: t(m.password), autoComplete: 'current-password', control: PasswordField },
  ];
}

export function SignInForm({
  realm,
  busy,
  error,
  forgotPasswordHref,
  onSubmit,
  onForgotPassword,
}: {
  realm: ConsoleRealm;
  busy: boolean;
  error: string | null;
  forgotPasswordHref: string | null;
  onSubmit: (values: SignInValues) => void;
  onForgotPassword: (href: string) => void;
}) {
  const { formatMessage: t } = useIntl();
  const { values, change, errors, submit } = useSignInValues(realm, onSubmit);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <ErrorAlert message={error} />
        <TextFields
          rows={signInRows(t, CONSOLE_LABELS[realm].tenant)}
          values={values}
          errors={errors}
          onChange={(key, value) => change({ [key]: value })}
        />
        <RememberMeRow
          checked={values.rememberMe}
          onChange={(rememberMe) => change({ rememberMe })}
          forgotPasswordHref={forgotPasswordHref}
          onForgotPassword={onForgotPassword}
        />
        <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText={t(m.signingIn)}>
          {t(m.signIn)}
        </Button>
      </Stack>
    </form>
  );
}

/** "Remember me" and, when the realm has one, the forgot-password link (followed in the app, not by the browser). */
function RememberMeRow(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  forgotPasswordHref: string | null;
  onForgotPassword: (href: string) => void;
}) {
  const { formatMessage: t } = useIntl();
  const { forgotPasswordHref, onForgotPassword } = props;
  return (
    <Stack direction="row" justify="space-between" align="center" flexWrap="wrap" gap="2">
      <Checkbox.Root
        checked={props.checked}
        onCheckedChange={(e) => props.onChange(e.checked === true)}
        colorPalette="brand"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t(m.rememberMe)}</Checkbox.Label>
      </Checkbox.Root>
      {forgotPasswordHref ? (
        <Link
          href={forgotPasswordHref}
          color="brand.fg"
          fontSize="sm"
          fontWeight="500"
          onClick={(event) => {
            event.preventDefault();
            onForgotPassword(forgotPasswordHref);
          }}
        >
          {t(m.forgotPassword)}
        </Link>
      ) : null}
    </Stack>
  );
}
