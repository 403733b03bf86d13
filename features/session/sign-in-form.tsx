import { Alert, Button, Checkbox, Input, Link, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { SignInRequest } from '../../api/session.ts';
import type { ConsoleRealm } from '../../domain/realms.ts';
import { readRememberMe } from '../../machines/session/session-storage.ts';
import { FormField } from '../../ui/form-field.tsx';
import { PasswordInput } from '../../ui/password-input.tsx';
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
  const tenantLabel = CONSOLE_LABELS[realm].tenant;
  const [values, setValues] = useState<SignInValues>({ tenant: '', user: '', password: '', rememberMe: false });
  const [touched, setTouched] = useState(false);
  const missing = {
    tenant: tenantLabel !== null && values.tenant.trim() === '' ? `${tenantLabel} is required` : undefined,
    user: values.user.trim() === '' ? 'Username is required' : undefined,
    password:
      values.password === '' &&
      !readRememberMe(localStorage, realm, tenantOf(realm, values) || undefined, values.user.trim())
        ? 'Password is required'
        : undefined,
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing.tenant || missing.user || missing.password) return;
    onSubmit(values);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        {error ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        ) : null}
        {tenantLabel ? (
          <FormField
            label={tenantLabel}
            required
            errorText={touched ? missing.tenant : undefined}
            helperText="Your organization's code, for example summit-cu"
          >
            <Input
              name="tenant"
              autoComplete="organization"
              value={values.tenant}
              onChange={(e) => setValues({ ...values, tenant: e.target.value })}
            />
          </FormField>
        ) : null}
        <FormField label="Username" required errorText={touched ? missing.user : undefined}>
          <Input
            name="username"
            autoComplete="username"
            value={values.user}
            onChange={(e) => setValues({ ...values, user: e.target.value })}
          />
        </FormField>
        <FormField label="Password" required errorText={touched ? missing.password : undefined}>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => setValues({ ...values, password: e.target.value })}
          />
        </FormField>
        <Stack direction="row" justify="space-between" align="center" flexWrap="wrap" gap="2">
          <Checkbox.Root
            checked={values.rememberMe}
            onCheckedChange={(e) => setValues({ ...values, rememberMe: e.checked === true })}
            colorPalette="brand"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Remember me</Checkbox.Label>
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
              Forgot password?
            </Link>
          ) : null}
        </Stack>
        <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText="Signing in">
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
