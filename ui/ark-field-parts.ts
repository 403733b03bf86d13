/** The parts of Ark's `Field` namespace, by their namespace names (ui/ark-field.ts). */
export {
  FieldContext as Context,
  FieldErrorText as ErrorText,
  FieldHelperText as HelperText,
  FieldInput as Input,
  FieldItem as Item,
  FieldLabel as Label,
  FieldRequiredIndicator as RequiredIndicator,
  FieldRoot as Root,
  FieldRootProvider as RootProvider,
  FieldSelect as Select,
  FieldTextarea as Textarea,
} from '@ark-ui/react';
