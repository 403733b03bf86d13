import { Button, Grid, GridItem, HStack, Stack } from '@chakra-ui/react';
import { type ReactNode, useMemo, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type * as v from 'valibot';
import { SchemaField } from './field-control.tsx';
import { FormAlert } from './form-alert.tsx';
import { type FieldDef, type FieldsOf, type FormDraft, isWideField } from './form-fields.ts';
import { ListField } from './list-field.tsx';
import { schemaFormMessages as m } from './messages/schema-form.ts';
import { TextListField } from './text-list-field.tsx';
import { type SchemaFormApi, SchemaFormContext, type SchemaFormOptions, useSchemaForm } from './use-schema-form.ts';
import { useWords, type Words, wordsNode } from './words.ts';

export interface FormCancel {
  readonly label?: string;
  readonly onCancel: () => void;
}

interface ShellProps {
  /** What `useSchemaForm` returned. */
  readonly form: SchemaFormApi;
  readonly submitLabel: Words;
  readonly cancel?: FormCancel | undefined;
  readonly children: ReactNode;
}

/**
 * The <form> around a schema form's fields: the form-level alert on top, the submit (busy while the call runs) and
 * an optional cancel below. After a refused submit the first field with a message takes the focus.
 */
export function SchemaFormShell({ form: api, submitLabel, cancel, children }: ShellProps) {
  const say = useWords();
  const element = useRef<HTMLFormElement>(null);
  const { form, schema, failure, submitting, clearServerErrors } = api;
  const context = useMemo(
    () => ({ form, schema, failure, submitting, clearServerErrors }),
    [form, schema, failure, submitting, clearServerErrors],
  );
  return (
    <SchemaFormContext.Provider value={context}>
      <form
        ref={element}
        noValidate
        onSubmit={(event) => {
          // Keyboard and screen-reader users land on the first field to fix (schema or server message); when only
          // the alert speaks (role=alert), focus stays on the submit button.
          void api
            .handleSubmit(event)
            .then(() =>
              requestAnimationFrame(() =>
                element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
              ),
            );
        }}
      >
        <Stack gap="6">
          <FormAlert />
          {children}
          <HStack gap="3" justify="flex-end" wrap="wrap">
            {cancel ? (
              <Button variant="outline" onClick={cancel.onCancel} disabled={submitting}>
                {cancel.label ?? <FormattedMessage {...m.cancel} />}
              </Button>
            ) : null}
            <Button type="submit" colorPalette="brand" loading={submitting} loadingText={say(submitLabel)}>
              {wordsNode(submitLabel)}
            </Button>
          </HStack>
        </Stack>
      </form>
    </SchemaFormContext.Provider>
  );
}

/** One field by its definition: a list of rows or a single control. */
export function FieldOf({ field }: { field: FieldDef }) {
  if (field.kind === 'list') return <ListField field={field} />;
  if (field.kind === 'textlist') return <TextListField field={field} />;
  return <SchemaField field={field} />;
}

/** Fields in the console's grid: one column on a phone, two from tablet width, long fields across both. */
export function FieldGrid({ fields }: { fields: readonly FieldDef[] }) {
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="5">
      {fields.map((field) => (
        <GridItem key={field.name} colSpan={{ base: 1, md: isWideField(field) ? 2 : 1 }}>
          <FieldOf field={field} />
        </GridItem>
      ))}
    </Grid>
  );
}

/** Field definitions checked against a schema's input, for screens that lay their fields out themselves. */
export const fieldsFor = <S extends v.GenericSchema>(_schema: S, fields: FieldsOf<FormDraft<v.InferInput<S>>>) =>
  fields;

export interface SchemaFormProps<S extends v.GenericSchema> extends SchemaFormOptions<S> {
  /** The fields in reading order; names are checked against the schema's input. */
  readonly fields: FieldsOf<FormDraft<v.InferInput<S>>>;
  readonly submitLabel: Words;
  readonly cancel?: FormCancel | undefined;
}

/**
 * A whole console form from a schema and a field list: a few lines per screen.
 *
 * @example
 * <SchemaForm schema={branchSchema} defaultValues={branch} submitLabel="Save branch"
 *   fields={[{ name: 'name', label: 'Name', kind: 'text' }, { name: 'zipCode', label: 'Zip code', kind: 'text' }]}
 *   onSubmit={(values) => saveBranch.mutateAsync(values)} />
 */
export function SchemaForm<const S extends v.GenericSchema>({
  fields,
  submitLabel,
  cancel,
  ...options
}: SchemaFormProps<S>) {
  const api = useSchemaForm(options);
  return (
    <SchemaFormShell form={api} submitLabel={submitLabel} cancel={cancel}>
      <FieldGrid fields={fields} />
    </SchemaFormShell>
  );
}
