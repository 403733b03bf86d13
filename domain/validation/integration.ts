import * as v from 'valibot';
import { CONSOLE_PRODUCT_CATEGORIES } from '../catalog/categories.ts';
import { DATA_PARTNERS } from '../catalog/lender.ts';
import { EMAIL_PATTERN, WEB_ADDRESS_PATTERN } from './contact.ts';
import { invalidMessage, requiredMessage } from './messages.ts';
import { choiceOf, formObject } from './primitives.ts';

/**
 * Integration status (002 §4 "Integration status cannot be reverted"; the states are ours,
 * docs/decisions/0214-integration-status-integrations.md): PENDING when added, TESTED once the partner answered a test,
 * ACTIVE when leads flow. Moves forward only: machines/integrations/integration-lifecycle.ts decides.
 */
export const INTEGRATION_STATUSES = ['PENDING', 'TESTED', 'ACTIVE'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

export const INTEGRATION_STATUS_REVERTED = 'Integration status cannot be reverted';

export const MAX_CONFIG_LENGTH = 10_000;
export const MAX_ACCESS_TOKEN_LENGTH = 2_000;

/** Config is free text; when it reads as a JSON document ({…} or […]) it must be valid JSON. */
export const isValidIntegrationConfig = (text: string): boolean => {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return true;
  try {
    JSON.parse(trimmed);
    return true;
  } catch {
    return false;
  }
};

/** Blank text becomes absent, so an untouched form field sends nothing. */
const blankToAbsent = (text: string) => (text.trim() === '' ? undefined : text.trim());

const endpointUrl = v.pipe(
  v.string(requiredMessage('Endpoint URL')),
  v.trim(),
  v.nonEmpty(requiredMessage('Endpoint URL')),
  v.regex(WEB_ADDRESS_PATTERN, 'Endpoint URL must start with http:// or https://'),
  v.maxLength(2_000, invalidMessage('Endpoint URL')),
);

const config = v.optional(
  v.pipe(
    v.string(invalidMessage('Config')),
    v.maxLength(MAX_CONFIG_LENGTH, `Config can be at most ${MAX_CONFIG_LENGTH} characters`),
    v.check(isValidIntegrationConfig, 'Config looks like JSON but is not valid JSON'),
    v.transform(blankToAbsent),
  ),
);

const accessToken = v.pipe(
  v.string(requiredMessage('Access token')),
  v.trim(),
  v.maxLength(MAX_ACCESS_TOKEN_LENGTH, invalidMessage('Access token')),
  v.check((token) => !/\s/.test(token), invalidMessage('Access token')),
);

/**
 * Failure notification e-mails, comma-separated (002 §3), or the list as answered. One message on the field itself (a form has one box for
 * the list), naming the first address that is not one.
 */
const failureNotificationEmails = v.pipe(
  // The list the API answers is accepted back as it is, so a form's output is a valid body.
  v.union([v.string(), v.array(v.string())], invalidMessage('email')),
  v.transform((list) =>
    (typeof list === 'string' ? list.split(',') : list).map((item) => item.trim()).filter((item) => item.length > 0),
  ),
  v.check(
    (emails) => emails.every((email) => EMAIL_PATTERN.test(email)),
    (issue) => `Enter a valid email: ${(issue.input as string[]).find((email) => !EMAIL_PATTERN.test(email))}`,
  ),
);

const integrationEntries = {
  productCategory: choiceOf(CONSOLE_PRODUCT_CATEGORIES, 'Product category'),
  type: choiceOf(DATA_PARTNERS, 'Type'),
  endpointUrl,
  config,
  funding: v.optional(v.boolean(invalidMessage('Funding')), false),
  /** Comma-separated in the form (002 §3 "failure notification emails"); a list of addresses on the wire back. */
  failureNotificationEmails: v.optional(failureNotificationEmails, ''),
};
const LABELS = { type: 'Type', endpointUrl: 'Endpoint URL', accessToken: 'Access token' };

/** POST /fi/{fiId}/integrations: a new integration (always PENDING; the token is required). */
export const newIntegrationSchema = formObject(
  { ...integrationEntries, accessToken: v.pipe(accessToken, v.nonEmpty(requiredMessage('Access token'))) },
  LABELS,
);
export type NewIntegration = v.InferOutput<typeof newIntegrationSchema>;

/**
 * PUT /fi/{fiId}/integrations (002 §7: the path names no integration, so its id travels in the body). An absent or
 * blank access token keeps the stored one (the console only ever sees it masked); status may only move forward.
 */
export const integrationUpdateSchema = formObject(
  {
    id: v.pipe(v.string(requiredMessage('Integration id')), v.uuid(invalidMessage('Integration id'))),
    ...integrationEntries,
    accessToken: v.optional(v.pipe(accessToken, v.transform(blankToAbsent))),
    status: v.optional(choiceOf(INTEGRATION_STATUSES, 'Status')),
  },
  { ...LABELS, id: 'Integration id' },
);
export type IntegrationUpdate = v.InferOutput<typeof integrationUpdateSchema>;

/** The masked form of a secret: dots, and the last four only when the secret is long enough to keep them. */
export const maskSecret = (secret: string): string => `••••••••${secret.length >= 8 ? secret.slice(-4) : ''}`;
