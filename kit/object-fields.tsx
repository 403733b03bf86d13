import { Box, Checkbox, Flex, Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { FormField } from '../ui/form-field.tsx';
import { objectFieldsMessages as m } from './messages/object-fields.ts';
import { SelectBox } from './select-box.tsx';
import { useWords, type Words, wordsNode } from './words.ts';

/** One field of a plain-object form, bound to a dot path ('schumerBox.annualFee', 'features.0'). */
export interface ObjectField {
  readonly path: string;
  readonly label: Words;
  readonly kind: 'text' | 'textarea' | 'int' | 'select' | 'checkboxes' | 'checkbox' | 'image';
  readonly options?: readonly { value: string; label: Words }[];
  readonly helper?: Words;
  readonly wide?: boolean;
  /** Shows the required marker (the schema or the server refuses the step without it). */
  readonly required?: boolean;
}

export type Plain = Record<string, unknown>;

export function getPath(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Plain | undefined)?.[key], data);
}

/** A copy of `data` with the value at `path` replaced; numeric keys make arrays. */
export function setPath(data: unknown, path: string, value: unknown): Plain {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  const base: Plain | unknown[] = Array.isArray(data) ? [...data] : { ...((data as Plain | undefined) ?? {}) };
  const next = rest.length
    ? setPath((base as Plain)[head] ?? (/^\d+$/.test(rest[0] ?? '') ? [] : {}), rest.join('.'), value)
    : value;
  (base as Plain)[head] = next;
  return base as Plain;
}

/** Drops '' strings (an empty optional field is no value), keeping arrays' positions. */
export function withoutBlanks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutBlanks);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== '')
      .map(([key, item]) => [key, withoutBlanks(item)]),
  );
}

/** Reads an image file with its pixel size, as a data: URL (the server measures it again). */
async function readImage(file: File) {
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
  const size = await new Promise<{ width: number; height: number }>((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve({ width: 0, height: 0 });
    image.src = dataUrl;
  });
  return { name: file.name, ...size, dataUrl };
}

/**
 * A plain-object form's fields (the product wizard's steps): each bound to its dot path, with the server's or the
 * schema's message for that path shown at the field.
 */
export function ObjectFields({
  fields,
  value,
  onChange,
  errors,
}: {
  fields: readonly ObjectField[];
  value: Plain;
  onChange: (next: Plain) => void;
  errors: Readonly<Record<string, string>>;
}) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {fields.map((field) => (
        <ObjectFieldCell
          key={field.path}
          field={field}
          current={getPath(value, field.path)}
          errors={errors}
          onValue={(item) => onChange(setPath(value, field.path, item))}
        />
      ))}
    </SimpleGrid>
  );
}

interface FieldBinding {
  readonly field: ObjectField;
  /** The value at the field's path now. */
  readonly current: unknown;
  /** Sets the value at the field's path. */
  readonly onValue: (item: unknown) => void;
}

/** One grid cell: a labelled control, or for check boxes a fieldset; long kinds take the whole row. */
function ObjectFieldCell({ errors, ...binding }: FieldBinding & { errors: Readonly<Record<string, string>> }) {
  const { field, current } = binding;
  const span =
    field.wide || field.kind === 'textarea' || field.kind === 'checkboxes' ? { gridColumn: { md: 'span 2' } } : {};
  const error = errors[field.path];
  if (field.kind === 'checkboxes' || field.kind === 'checkbox') {
    return (
      <Box as="fieldset" {...span}>
        <CheckboxChoices {...binding} />
        {error ? (
          <Text color="red.700" textStyle="sm" mt="1">
            {error}
          </Text>
        ) : null}
      </Box>
    );
  }
  // An image is checked by its data: URL too; once chosen, its name and pixel size replace the helper text.
  const image =
    field.kind === 'image' ? (current as { name?: string; width?: number; height?: number } | undefined) : undefined;
  return (
    <Box {...span}>
      <FormField
        label={wordsNode(field.label)}
        required={field.required ?? false}
        errorText={field.kind === 'image' ? (error ?? errors[`${field.path}.dataUrl`]) : error}
        helperText={image?.name ? `${image.name} (${image.width} x ${image.height})` : wordsNode(field.helper)}
      >
        <FieldControl {...binding} />
      </FormField>
    </Box>
  );
}

/** One check box bound to a boolean ('checkbox'), or one per option bound to the array of chosen values. */
function CheckboxChoices({ field, current, onValue }: FieldBinding) {
  const single = field.kind === 'checkbox';
  const chosen = new Set(Array.isArray(current) ? (current as string[]) : []);
  const options = single ? [{ value: 'on', label: field.label }] : (field.options ?? []);
  return (
    <>
      {single ? null : (
        <Text as="legend" textStyle="sm" fontWeight="medium" mb="2">
          {wordsNode(field.label)}
        </Text>
      )}
      <Flex gap="4" wrap="wrap">
        {options.map((option) => (
          <Checkbox.Root
            key={option.value}
            checked={single ? current === true : chosen.has(option.value)}
            onCheckedChange={(event) =>
              single
                ? onValue(event.checked === true)
                : onValue(
                    (field.options ?? [])
                      .map((o) => o.value)
                      .filter((o) => (o === option.value ? event.checked === true : chosen.has(o))),
                  )
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{wordsNode(option.label)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Flex>
    </>
  );
}

/** The input of a labelled field: a select, a text area, an image file, or a text box ('int' keeps digits a number). */
function FieldControl({ field, current, onValue }: FieldBinding) {
  const { formatMessage: t } = useIntl();
  const say = useWords();
  const text = typeof current === 'string' ? current : '';
  switch (field.kind) {
    case 'select':
      return <SelectBox value={text} onChange={onValue} placeholder={t(m.choose)} options={field.options ?? []} />;
    case 'textarea':
      return <Textarea value={text} onChange={(event) => onValue(event.currentTarget.value)} />;
    case 'image':
      return (
        <Input
          type="file"
          accept="image/png,image/jpeg,image/webp"
          pt="1.5"
          onChange={async (event) => {
            const file = event.currentTarget.files?.[0];
            if (file) onValue(await readImage(file));
          }}
        />
      );
    default: {
      // A text field with options suggests them (a datalist) and still takes other text.
      const listId = field.options ? `${field.path}-choices` : undefined;
      return (
        <>
          <Input
            inputMode={field.kind === 'int' ? 'numeric' : undefined}
            list={listId}
            autoComplete={listId ? 'off' : undefined}
            value={current === undefined || current === null ? '' : String(current)}
            onChange={(event) => {
              const typed = event.currentTarget.value;
              onValue(field.kind === 'int' && /^\d+$/.test(typed) ? Number(typed) : typed);
            }}
          />
          {listId ? (
            <datalist id={listId}>
              {field.options?.map((option) => (
                <option key={option.value} value={option.value}>
                  {say(option.label)}
                </option>
              ))}
            </datalist>
          ) : null}
        </>
      );
    }
  }
}
