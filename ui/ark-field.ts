/**
 * `@ark-ui/react/field` as the build serves it (build/vite-lean-chakra.ts `arkFieldAlias`): the same exports, with `Field`
 * an ES module namespace the bundler trims to the parts used instead of Ark's object of getters for every part.
 */

export {
  FieldContext,
  FieldErrorText,
  FieldHelperText,
  FieldInput,
  FieldItem,
  FieldLabel,
  FieldRequiredIndicator,
  FieldRoot,
  FieldRootProvider,
  FieldSelect,
  FieldTextarea,
  fieldAnatomy,
  useField,
  useFieldContext,
} from '@ark-ui/react';
export * as Field from './ark-field-parts.ts';
