import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { integrationUpdateSchema, isValidIntegrationConfig, maskSecret, newIntegrationSchema } from './integration.ts';

const valid = {
  productCategory: 'AUTO',
  type: 'CUNEXUS',
  accessToken: 'tok-12345678',
  endpointUrl: 'https://los.example/api',
};
const messages = (result: v.SafeParseResult<v.GenericSchema>) =>
  Object.fromEntries((result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]));

describe('new integration', () => {
  it('accepts the fields of 002 §3 and reads the comma-separated e-mails as a list', () => {
    const result = v.parse(newIntegrationSchema, {
      ...valid,
      config: ' {"a":1} ',
      funding: true,
      failureNotificationEmails: 'ops@cu.example, it@cu.example ,',
    });
    expect(result).toEqual({
      ...valid,
      config: '{"a":1}',
      funding: true,
      failureNotificationEmails: ['ops@cu.example', 'it@cu.example'],
    });
    expect(v.parse(newIntegrationSchema, valid)).toMatchObject({ funding: false, failureNotificationEmails: [] });
    // Its output is a valid input again (a form sends what the schema gave it).
    const output = v.parse(newIntegrationSchema, { ...valid, failureNotificationEmails: 'a@b.example' });
    expect(v.parse(newIntegrationSchema, output)).toEqual(output);
  });

  it('names each missing or bad field', () => {
    expect(messages(v.safeParse(newIntegrationSchema, {}))).toEqual({
      productCategory: 'Product category is required',
      type: 'Type is required',
      endpointUrl: 'Endpoint URL is required',
      accessToken: 'Access token is required',
    });
    const bad = v.safeParse(newIntegrationSchema, {
      ...valid,
      type: 'ACME',
      productCategory: 'BOATS',
      endpointUrl: 'ftp://x.example',
      accessToken: '  ',
      config: '{nope',
      failureNotificationEmails: 'ops@cu.example, not-an-email',
    });
    expect(messages(bad)).toEqual({
      type: 'Enter a valid Type',
      productCategory: 'Enter a valid Product category',
      endpointUrl: 'Endpoint URL must start with http:// or https://',
      accessToken: 'Access token is required',
      config: 'Config looks like JSON but is not valid JSON',
      failureNotificationEmails: 'Enter a valid email: not-an-email',
    });
  });
});

describe('integration update', () => {
  it('needs the id in the body; a blank token means keep the stored one', () => {
    const id = '6f1c1b8e-3c7d-4b7a-9a43-0a2f3b1c9d10';
    expect(v.parse(integrationUpdateSchema, { ...valid, id, accessToken: '' }).accessToken).toBeUndefined();
    expect(v.parse(integrationUpdateSchema, { ...valid, id, status: 'ACTIVE' }).status).toBe('ACTIVE');
    expect(messages(v.safeParse(integrationUpdateSchema, valid))).toEqual({ id: 'Integration id is required' });
    expect(messages(v.safeParse(integrationUpdateSchema, { ...valid, id, status: 'DONE' }))).toEqual({
      status: 'Enter a valid Status',
    });
  });
});

describe('config and masking', () => {
  it('checks config as JSON only when it looks like JSON', () => {
    expect(isValidIntegrationConfig('timeout=30')).toBe(true);
    expect(isValidIntegrationConfig('[1,2]')).toBe(true);
    expect(isValidIntegrationConfig('[1,')).toBe(false);
  });

  it('shows the last four of a long secret only', () => {
    expect(maskSecret('abcdef1234')).toBe('••••••••1234');
    expect(maskSecret('abc1234')).toBe('••••••••');
  });
});
