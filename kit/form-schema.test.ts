import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emailSchema, webAddressSchema } from '../domain/validation/contact.ts';
import { faqsSchema } from '../domain/validation/faq.ts';
import { fieldErrors } from '../domain/validation/field-errors.ts';
import { lenderProfileSchema } from '../domain/validation/lender.ts';
import { formObject, nonBlank } from '../domain/validation/primitives.ts';
import { formSchemaOf, isRequiredField, withBlanksUnset } from './form-schema.ts';

const schema = formObject({
  name: nonBlank('Name'),
  description: v.optional(v.string()),
  websiteUrl: v.optional(webAddressSchema),
  email: emailSchema,
  note: v.nullable(v.pipe(v.string(), v.minLength(3))),
  faqs: faqsSchema,
});

describe('withBlanksUnset', () => {
  it('drops a blank optional the schema refuses, keeps a blank it accepts, unsets a blank required one', () => {
    const prepared = withBlanksUnset(schema, {
      name: '  ',
      description: '',
      websiteUrl: '',
      email: '',
      note: '',
      faqs: [{ question: '', answer: '' }],
    });
    expect(prepared).toEqual({
      name: undefined,
      description: '',
      email: undefined,
      note: null,
      faqs: [{ question: '', answer: '' }],
    });
    expect(Object.keys(prepared as object)).not.toContain('websiteUrl');
  });

  it('leaves filled values alone', () => {
    const values = { name: 'A', description: 'B', websiteUrl: 'https://x.org', email: 'a@b.co', note: 'abc', faqs: [] };
    expect(withBlanksUnset(schema, values)).toEqual(values);
  });
});

describe('formSchemaOf', () => {
  it('reports a blank required entry with its "<label> is required" message, not "Enter a valid …"', () => {
    expect(fieldErrors(formSchemaOf(schema), { name: '', email: '', note: 'abc', faqs: [] })).toMatchObject({
      name: ['Name is required'],
      email: ['email is required'],
    });
  });
});

describe('isRequiredField', () => {
  it('reads the required mark from the schema', () => {
    expect(isRequiredField(lenderProfileSchema, 'name')).toBe(true);
    expect(isRequiredField(lenderProfileSchema, 'websiteUrl')).toBe(false);
    expect(isRequiredField(lenderProfileSchema, 'type')).toBe(true);
    expect(isRequiredField(schema, 'faqs[0].question')).toBe(true);
    expect(isRequiredField(schema, 'unknown')).toBe(false);
    expect(isRequiredField(formObject({ active: v.boolean() }), 'active')).toBe(false);
  });
});
