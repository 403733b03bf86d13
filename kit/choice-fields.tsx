import { Box, Button, Checkbox, Field, Fieldset, HStack, SimpleGrid, Switch, Text } from '@chakra-ui/react';
import type { FocusEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FieldOption, ScalarFieldDef } from './form-fields.ts';
import { choiceFieldsMessages as m } from './messages/choice-fields.ts';
import type { SchemaFieldState } from './use-schema-field.ts';
import { type Words, wordsNode } from './words.ts';

interface ChoiceProps {
  field: ScalarFieldDef;
  state: SchemaFieldState;
}

/** Helper or error line under a yes/no box, as ui/form-field.tsx writes them (red.700 for contrast). */
function FieldNotes({ helperText, error }: { helperText: Words | undefined; error: string | undefined }) {
  if (error) return <Field.ErrorText color="red.700">{error}</Field.ErrorText>;
  return helperText ? <Field.HelperText>{wordsNode(helperText)}</Field.HelperText> : null;
}

/** A yes/no field's frame: its box or switch (`children`), then the helper or error line. */
function YesNoField({ field, state, children }: ChoiceProps & { children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(state.error)} disabled={field.disabled ?? false}>
      {children}
      <FieldNotes helperText={field.helperText} error={state.error} />
    </Field.Root>
  );
}

/** What a yes/no box or switch binds: value true or false (a checkbox's "indeterminate" is no). */
const yesNoBinding = ({ field, state }: ChoiceProps) => ({
  name: field.name,
  checked: state.value === true,
  readOnly: field.readOnly ?? false,
  onCheckedChange: (details: { checked: boolean | 'indeterminate' }) => state.change(details.checked === true),
});

/** A single yes/no box: its own label beside it, value true or false. */
export function CheckboxField(props: ChoiceProps) {
  return (
    <YesNoField {...props}>
      <Checkbox.Root {...yesNoBinding(props)}>
        <Checkbox.HiddenInput onBlur={props.state.blur} />
        <Checkbox.Control />
        <Checkbox.Label>{wordsNode(props.field.label)}</Checkbox.Label>
      </Checkbox.Root>
    </YesNoField>
  );
}

/** An on/off setting (enabled, active); value true or false. */
export function SwitchField(props: ChoiceProps) {
  return (
    <YesNoField {...props}>
      <Switch.Root {...yesNoBinding(props)}>
        <Switch.HiddenInput onBlur={props.state.blur} />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{wordsNode(props.field.label)}</Switch.Label>
      </Switch.Root>
    </YesNoField>
  );
}

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * Several choices from a list (states a membership is open to, product kinds): a box per option in a grid, with
 * select-all and clear for long lists. The group counts as blurred when focus leaves it.
 */
export function OptionsField({ field, options, state }: ChoiceProps & { options: readonly FieldOption[] }) {
  const { formatMessage: t } = useIntl();
  const selected = asList(state.value);
  const locked = field.disabled === true || field.readOnly === true;
  const long = options.length > 8;
  const onGroupBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) state.blur();
  };
  return (
    <Fieldset.Root invalid={Boolean(state.error)} disabled={field.disabled ?? false}>
      <Fieldset.Legend>
        {wordsNode(field.label)}
        {state.required ? <RequiredMark /> : null}
      </Fieldset.Legend>
      {field.helperText && !state.error ? (
        <Fieldset.HelperText>{wordsNode(field.helperText)}</Fieldset.HelperText>
      ) : null}
      {long ? (
        <HStack gap="2">
          <Button
            size="xs"
            variant="outline"
            disabled={locked || selected.length === options.length}
            onClick={() => state.change(options.map((option) => option.value))}
          >
            {t(m.selectAll)}
          </Button>
          <Button
            size="xs"
            variant="outline"
            disabled={locked || selected.length === 0}
            onClick={() => state.change([])}
          >
            {t(m.clear)}
          </Button>
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            {t(m.ofSelected, { length: selected.length, length2: options.length })}
          </Text>
        </HStack>
      ) : null}
      <Fieldset.Content onBlur={onGroupBlur}>
        <Checkbox.Group
          name={field.name}
          value={selected}
          readOnly={field.readOnly ?? false}
          onValueChange={(values) => state.change(options.map((o) => o.value).filter((v) => values.includes(v)))}
        >
          <Box
            maxH={long ? '72' : undefined}
            overflowY={long ? 'auto' : undefined}
            borderWidth={long ? '1px' : undefined}
            borderRadius="l2"
            p={long ? '3' : undefined}
          >
            <SimpleGrid columns={{ base: 1, sm: 2, md: long ? 3 : 2 }} gap="2">
              {options.map((option) => (
                <Checkbox.Root key={option.value} value={option.value} size="sm">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{wordsNode(option.label)}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          </Box>
        </Checkbox.Group>
      </Fieldset.Content>
      {state.error ? <Fieldset.ErrorText color="red.700">{state.error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}

/** The asterisk Field.RequiredIndicator draws, for legends (screen readers get `required` from the controls). */
export function RequiredMark(): ReactNode {
  return (
    <Box as="span" aria-hidden="true" color="fg.error" ms="1">
      *
    </Box>
  );
}
