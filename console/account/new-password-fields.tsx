import { useIntl } from 'react-intl';
import { DEFAULT_PASSWORD_MIN_LENGTH } from '../../domain/validation/password.ts';
import { accountNewPasswordFieldsMessages as m } from '../messages/account-new-password-fields.ts';
import { AccountField, type FieldBinding } from './account-fields.tsx';

export interface NewPasswordValues {
  readonly newPassword: string;
  readonly confirmPassword: string;
}

/** New password and its confirmation, shared by the change-password page and the reset form. */
export function NewPasswordFields(bind: FieldBinding<NewPasswordValues>) {
  const { formatMessage: t } = useIntl();
  const field = (name: keyof NewPasswordValues, label: string, helperText?: string) => (
    <AccountField
      bind={bind}
      name={name}
      type="password"
      autoComplete="new-password"
      label={label}
      required
      helperText={helperText}
    />
  );
  return (
    <>
      {/* The password rules of 002 §5 in words, under the new password until a message replaces them. */}
      {field('newPassword', t(m.newPassword), t(m.passwordRules, { min: DEFAULT_PASSWORD_MIN_LENGTH }))}
      {field('confirmPassword', t(m.confirmNewPassword))}
    </>
  );
}
