import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { forwardRef, useState } from 'react';
import { LuEye, LuEyeOff } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { passwordInputMessages as m } from './messages/password-input.ts';
import { inputPropsOf, TextFieldFrame, type TextFieldProps } from './text-field.tsx';

/** A password field with a show/hide toggle that screen readers can name. */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputProps, 'type'>>(function PasswordInput(props, ref) {
  const { formatMessage: t } = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          variant="ghost"
          size="xs"
          me="-2"
          aria-label={visible ? t(m.hidePassword) : t(m.showPassword)}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <LuEyeOff /> : <LuEye />}
        </IconButton>
      }
    >
      <Input ref={ref} type={visible ? 'text' : 'password'} {...props} />
    </InputGroup>
  );
});

/** A labelled password field (TextField's frame around the show/hide input); kept here, off the consumer's pages. */
export function PasswordField(field: Omit<TextFieldProps, 'type'>) {
  return (
    <TextFieldFrame field={field}>
      <PasswordInput {...inputPropsOf(field)} />
    </TextFieldFrame>
  );
}
