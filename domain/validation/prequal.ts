import * as v from 'valibot';
import { isIsoDateOfBirth } from '../partner/prequal-match.ts';
import { stateCodeSchema, zipcodeSchema } from './branch.ts';
import { emailSchema, phoneSchema } from './contact.ts';
import { invalidMessage, requiredMessage } from './messages.ts';
import { formObject, nonBlank } from './primitives.ts';

const text = (label: string, max: number) => v.pipe(nonBlank(label), v.trim(), v.maxLength(max, invalidMessage(label)));

/**
 * The consumer a partner submits to POST /partner/v1/prequal. JSON, so the date of birth is ISO (YYYY-MM-DD), not the
 * forms' MM-DD-YYYY. Date of birth and SSN digits serve the match only (domain/partner/prequal-match.ts).
 */
export const prequalRequestSchema = formObject(
  {
    firstName: text('First name', 80),
    lastName: text('Last name', 80),
    address: text('Address', 200),
    city: text('City', 80),
    state: stateCodeSchema(),
    zipcode: zipcodeSchema(),
    dob: v.pipe(v.string(requiredMessage('Date of birth')), v.check(isIsoDateOfBirth, invalidMessage('Date of birth'))),
    email: emailSchema,
    phone: phoneSchema,
    ssnLast4: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/, invalidMessage('SSN last 4')))),
    embedderConsumerUuid: v.optional(v.pipe(v.string(), v.uuid(invalidMessage('embedder consumer UUID')))),
  },
  { dob: 'Date of birth', ssnLast4: 'SSN last 4', zipcode: 'Zip code', firstName: 'First name', lastName: 'Last name' },
);
export type PrequalRequest = v.InferOutput<typeof prequalRequestSchema>;
