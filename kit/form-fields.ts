import type { DeepKeys } from '@tanstack/react-form';
import type { Words } from './words.ts';

/** The inputs a console form offers; each maps to one control in field-control.tsx or choice-fields.tsx. */
export type InputKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'decimal'
  | 'email'
  | 'url'
  | 'phone'
  | 'date'
  | 'checkbox'
  | 'switch'
  | 'state'
  | 'states'
  | 'month'
  | 'color'
  | 'password';
/** Kinds that list their own options. */
export type ChoiceKind = 'select' | 'multiselect';
export type FieldKind = InputKind | ChoiceKind;

export interface FieldOption {
  readonly value: string;
  /** A message of the screen's catalogue, or words already for people (a state's name). */
  readonly label: Words;
}

interface FieldBase<TName extends string> {
  /** The value's path in the form: 'name', 'address.zip', 'faqs[0].question'. */
  readonly name: TName;
  readonly label: Words;
  /** Shows the required mark; by default read from the schema (an entry not behind v.optional). */
  readonly required?: boolean | undefined;
  readonly helperText?: Words | undefined;
  /** Checked as you type: the message shows while the value is being changed, not only after leaving the field. */
  readonly live?: boolean | undefined;
  readonly placeholder?: Words | undefined;
  readonly disabled?: boolean | undefined;
  readonly readOnly?: boolean | undefined;
  /** Takes the full row at desktop; textareas, multi-selects and lists always do. */
  readonly wide?: boolean | undefined;
}

export interface InputFieldDef<TName extends string = string> extends FieldBase<TName> {
  readonly kind: InputKind;
}

export interface ChoiceFieldDef<TName extends string = string> extends FieldBase<TName> {
  readonly kind: ChoiceKind;
  readonly options: readonly FieldOption[];
}

export type ScalarFieldDef<TName extends string = string> = InputFieldDef<TName> | ChoiceFieldDef<TName>;

/** Repeated sets of sub-fields (FAQs, template recipients): rows are added and removed within min..max. */
export interface ListFieldDef<TName extends string = string> extends FieldBase<TName> {
  readonly kind: 'list';
  /** Sub-fields by their name inside one row ('question'). */
  readonly fields: readonly ScalarFieldDef[];
  /** One row's name in headings and buttons: 'FAQ' → "FAQ 1", "Add FAQ", "Remove FAQ 1". */
  readonly itemLabel: Words;
  /** A fresh row's values. */
  readonly newItem: () => Record<string, unknown>;
  readonly min?: number | undefined;
  readonly max?: number | undefined;
  /**
   * Short rows (a code, a label, a switch): from tablet width each row is one line, its sub-fields side by side and
   * the remove button at the end; on a phone rows stack as usual.
   */
  readonly compact?: boolean | undefined;
}

/** A list of short texts (a site key's approved origins): one input per item, added and removed within min..max. */
export interface TextListFieldDef<TName extends string = string> extends FieldBase<TName> {
  readonly kind: 'textlist';
  /** One item's name in labels and buttons: 'Origin' → "Origin 1", "Add origin", "Remove origin 1". */
  readonly itemLabel: Words;
  /** The input each item gets (default text). */
  readonly itemKind?: 'text' | 'url' | 'email' | undefined;
  readonly min?: number | undefined;
  readonly max?: number | undefined;
}

export type FieldDef<TName extends string = string> =
  | ScalarFieldDef<TName>
  | ListFieldDef<TName>
  | TextListFieldDef<TName>;

/** The field names of a form's values, as TanStack Form spells them. */
export type FieldName<TValues> = DeepKeys<TValues> & string;

/** Field definitions checked against a form's values: a misspelt name fails to compile. */
export type FieldsOf<TValues> = readonly FieldDef<FieldName<TValues>>[];

/**
 * What a form holds while the user edits it, for the schema's input `T`: a select starts blank, so literal unions
 * widen to string; a number box may be empty. Screens type their defaultValues with it.
 */
export type FormDraft<T> = T extends string
  ? string
  : T extends number
    ? number | undefined
    : T extends boolean
      ? boolean
      : T extends readonly (infer Item)[]
        ? FormDraft<Item>[]
        : T extends object
          ? { [K in keyof T]: FormDraft<T[K]> }
          : T;

/** Kinds whose control needs the full row. */
export const isWideField = (field: FieldDef): boolean =>
  field.wide === true ||
  field.kind === 'textarea' ||
  field.kind === 'multiselect' ||
  field.kind === 'states' ||
  field.kind === 'list' ||
  field.kind === 'textlist';
