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
  return (
    <>
      <AccountField
        bind={bind}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        label={t(m.newPassword)}
        required
        // The password rules of 002 §5 in words, under the new password until a message replaces them.
        helperText={t(m.passwordRules, { min: DEFAULT_PASSWORD_MIN_LENGTH })}
      />
      <AccountField
        bind={bind}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={t(m.confirmNewPassword)}
        required
      />
    </>
  );
}
