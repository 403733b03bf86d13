import { HStack, Input, Textarea } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { MONTHS, US_STATES } from '../domain/catalog/us-states.ts';
import { normalizePhone } from '../domain/validation/contact.ts';
import { FormField } from '../ui/form-field.tsx';
import { PasswordInput } from '../ui/password-input.tsx';
import { CheckboxField, OptionsField, SwitchField } from './choice-fields.tsx';
import { ColorSwatch } from './color-swatch.tsx';
import type { FieldOption, ScalarFieldDef } from './form-fields.ts';
import { fieldControlMessages as m } from './messages/field-control.ts';
import { SelectBox } from './select-box.tsx';
import { type SchemaFieldState, useSchemaField } from './use-schema-field.ts';
import { useWords, type Words, wordsNode } from './words.ts';

const STATE_OPTIONS: readonly FieldOption[] = US_STATES.map((state) => ({ value: state.code, label: state.name }));
const MONTH_OPTIONS: readonly FieldOption[] = MONTHS.map((month) => ({ value: month, label: month }));

const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '0f7c76', '#0F7', ' #0f7c76 ' → '#0F7C76'; other text is left for the schema to judge. */
export function normalizeHexColor(text: string): string {
  const match = HEX_COLOR.exec(text.trim());
  if (!match?.[1]) return text;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return `#${digits.toUpperCase()}`;
}

const asText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** One field of the surrounding schema form, by its definition: the control its kind names, label and message. */
export function SchemaField({ field }: { field: ScalarFieldDef }) {
  const state = useSchemaField(field);
  if (field.kind === 'checkbox') return <CheckboxField field={field} state={state} />;
  if (field.kind === 'switch') return <SwitchField field={field} state={state} />;
  if (field.kind === 'multiselect') return <OptionsField field={field} options={field.options} state={state} />;
  if (field.kind === 'states') return <OptionsField field={field} options={STATE_OPTIONS} state={state} />;
  return (
    <FormField
      label={wordsNode(field.label)}
      helperText={wordsNode(field.helperText)}
      errorText={state.error}
      required={state.required}
    >
      <FieldControl field={field} state={state} />
    </FormField>
  );
}

function FieldControl({ field, state }: { field: ScalarFieldDef; state: SchemaFieldState }) {
  const say = useWords();
  const common = {
    name: field.name,
    disabled: field.disabled,
    readOnly: field.readOnly,
    placeholder: field.placeholder === undefined ? undefined : say(field.placeholder),
    onBlur: state.blur,
  };
  const text = asText(state.value);
  const onText = (event: { target: { value: string } }) => state.change(event.target.value);
  switch (field.kind) {
    case 'select':
      return <SelectControl common={common} options={field.options} state={state} />;
    case 'state':
      return <SelectControl common={common} options={STATE_OPTIONS} state={state} />;
    case 'month':
      return <SelectControl common={common} options={MONTH_OPTIONS} state={state} />;
    case 'textarea':
      return <Textarea {...common} value={text} onChange={onText} autoresize />;
    case 'password':
      return <PasswordInput {...common} value={text} onChange={onText} autoComplete="new-password" />;
    case 'color':
      return <ColorControl common={common} label={field.label} state={state} />;
    case 'number':
      return (
        <Input
          {...common}
          type="number"
          value={text}
          onChange={(event) => state.change(event.target.value === '' ? undefined : Number(event.target.value))}
        />
      );
    case 'phone':
      return (
        <Input
          {...common}
          type="tel"
          autoComplete="tel"
          value={text}
          onChange={onText}
          // 3-3-4 as the seed writes phone numbers; text that is not a phone number stays for the schema's message.
          onBlur={() => {
            const phone = normalizePhone(text);
            if (phone && phone !== text) state.change(phone);
            state.blur();
          }}
        />
      );
    default:
      return <Input {...common} {...INPUT_TYPES[field.kind]} value={text} onChange={onText} />;
  }
}

/** The HTML input type (and keyboard) per plain text kind. */
const INPUT_TYPES: Partial<Record<ScalarFieldDef['kind'], { type: string; inputMode?: 'decimal' | 'email' | 'url' }>> =
  {
    text: { type: 'text' },
    email: { type: 'email', inputMode: 'email' },
    url: { type: 'url', inputMode: 'url' },
    decimal: { type: 'text', inputMode: 'decimal' },
    date: { type: 'date' },
  };

interface CommonProps {
  name: string;
  disabled: boolean | undefined;
  readOnly: boolean | undefined;
  placeholder: string | undefined;
  onBlur: () => void;
}

function SelectControl({
  common,
  options,
  state,
}: {
  common: CommonProps;
  options: readonly FieldOption[];
  state: SchemaFieldState;
}) {
  const { formatMessage: t } = useIntl();
  const { placeholder, readOnly, ...select } = common;
  return (
    <SelectBox
      disabled={common.disabled || readOnly}
      field={select}
      value={asText(state.value)}
      onChange={state.change}
      placeholder={placeholder ?? t(m.select)}
      options={options}
    />
  );
}

/** A hex text box (what the seed's screens store) beside the browser's colour picker, both on one value. */
function ColorControl({ common, label, state }: { common: CommonProps; label: Words; state: SchemaFieldState }) {
  const { formatMessage: t } = useIntl();
  const say = useWords();
  const text = asText(state.value);
  const swatch = normalizeHexColor(text);
  return (
    <HStack gap="2" width="full">
      <ColorSwatch
        label={t(m.picker, { label: say(label) })}
        value={HEX_COLOR.test(swatch) && swatch.length === 7 ? swatch.toLowerCase() : '#000000'}
        disabled={common.disabled || common.readOnly}
        onChange={state.change}
        onBlur={state.blur}
      />
      <Input
        {...common}
        value={text}
        placeholder={common.placeholder ?? '#0F7C76'}
        onChange={(event) => state.change(event.target.value)}
        onBlur={() => {
          const hex = normalizeHexColor(text);
          if (hex !== text) state.change(hex);
          state.blur();
        }}
      />
    </HStack>
  );
}
