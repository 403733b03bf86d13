import * as v from 'valibot';

/**
 * The parts of a valibot schema the kit reads to prepare form values. Valibot schemas are plain objects: an object
 * schema keeps `entries` (also under a pipe, which spreads the root schema), an array keeps `item`, a wrapper
 * (optional, nullable, …) keeps `wrapped`.
 */
interface SchemaShape {
  readonly type: string;
  readonly entries?: Readonly<Record<string, SchemaShape>>;
  readonly item?: SchemaShape;
  readonly wrapped?: SchemaShape;
}

const OBJECT_TYPES = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);
const OPTIONAL_TYPES = new Set(['optional', 'exact_optional', 'nullish', 'undefinedable', 'nullable']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isBlankText = (value: unknown): value is string => typeof value === 'string' && value.trim() === '';

/** The entry's schema inside its optional wrapper. */
const unwrapped = (entry: SchemaShape): SchemaShape =>
  OPTIONAL_TYPES.has(entry.type) && entry.wrapped ? entry.wrapped : entry;

/** Key dropped (optional), null (nullable) or undefined (required: the entry's own "<label> is required" speaks). */
function blankEntry(entry: SchemaShape): { readonly keep: boolean; readonly value?: null } {
  if (entry.type === 'nullable') return { keep: true, value: null };
  if (entry.type === 'undefinedable') return { keep: true };
  return { keep: !OPTIONAL_TYPES.has(entry.type) };
}

/**
 * A form's text boxes hold '' when empty. Where the schema refuses blank text for an entry, blank means "not given":
 * an optional entry (a web address, an EIN) loses its key, a nullable one gets null, and a required one becomes
 * undefined so its type message, the seed's "<label> is required", is what the user reads (not "Enter a valid …").
 * Entries that accept '' (a description, a FAQ half) keep it. Returns new objects; the form state is untouched.
 */
export function withBlanksUnset(schema: v.GenericSchema, value: unknown): unknown {
  const shape = schema as unknown as SchemaShape;
  if (shape.type === 'array' && shape.item && Array.isArray(value)) {
    const item = shape.item as unknown as v.GenericSchema;
    return value.map((element) => withBlanksUnset(item, element));
  }
  if (!OBJECT_TYPES.has(shape.type) || !shape.entries || !isRecord(value)) return value;
  const prepared: Record<string, unknown> = {};
  for (const [key, element] of Object.entries(value)) {
    const entry = shape.entries[key];
    if (!entry) {
      prepared[key] = element;
    } else if (isBlankText(element) && !v.is(entry as unknown as v.GenericSchema, element)) {
      const blank = blankEntry(entry);
      if (blank.keep) prepared[key] = blank.value;
    } else {
      prepared[key] = withBlanksUnset(unwrapped(entry) as unknown as v.GenericSchema, element);
    }
  }
  return prepared;
}

/**
 * The screen's schema as the form validates it: blank text unset first (withBlanksUnset), then the schema itself, so the
 * messages and issue paths are the schema's own (a valibot schema is a Standard Schema the form runs directly).
 */
export function formSchemaOf<const S extends v.GenericSchema>(schema: S) {
  return v.pipe(
    v.unknown(),
    v.transform((value) => withBlanksUnset(schema, value)),
    schema,
  );
}

/** 'terms[0].minimum' or 'terms.0.minimum' → ['terms', '0', 'minimum']. */
export const pathSegments = (name: string): string[] =>
  name
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((segment) => segment.length > 0);

/**
 * Whether the schema requires a value at a field name (for the label's required mark): not behind an optional
 * wrapper and not a yes/no box. Unknown shapes (unions, records) read as not required.
 */
export function isRequiredField(schema: v.GenericSchema, name: string): boolean {
  let shape: SchemaShape | undefined = schema as unknown as SchemaShape;
  for (const segment of pathSegments(name)) {
    if (!shape) return false;
    if (shape.type === 'array') shape = shape.item;
    else if (OBJECT_TYPES.has(shape.type)) shape = shape.entries?.[segment];
    else return false;
    if (shape && OPTIONAL_TYPES.has(shape.type)) return false;
  }
  return shape !== undefined && shape.type !== 'boolean';
}
