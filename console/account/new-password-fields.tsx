import { useIntl } from 'react-intl';
import { DEFAULT_PASSWORD_MIN_LENGTH } from '../../domain/validation/password.ts';
import { FormField } from '../../ui/form-field.tsx';
import { PasswordInput } from '../../ui/password-input.tsx';
import { accountNewPasswordFieldsMessages as m } from '../messages/account-new-password-fields.ts';

export interface NewPasswordValues {
  readonly newPassword: string;
  readonly confirmPassword: string;
}

/** New password and its confirmation, shared by the change-password page and the reset form. */
export function NewPasswordFields({
  values,
  messageFor,
  onChange,
}: {
  values: NewPasswordValues;
  messageFor: (field: keyof NewPasswordValues) => string | undefined;
  onChange: (field: keyof NewPasswordValues, value: string) => void;
}) {
  const { formatMessage: t } = useIntl();
  return (
    <>
      <FormField
        label={t(m.newPassword)}
        required
        // The password rules of 002 §5 in words, under the new password until a message replaces them.
        helperText={t(m.passwordRules, { min: DEFAULT_PASSWORD_MIN_LENGTH })}
        errorText={messageFor('newPassword')}
      >
        <PasswordInput
          name="newPassword"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={(event) => onChange('newPassword', event.target.value)}
        />
      </FormField>
      <FormField label={t(m.confirmNewPassword)} required errorText={messageFor('confirmPassword')}>
        <PasswordInput
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(event) => onChange('confirmPassword', event.target.value)}
        />
      </FormField>
    </>
  );
}
