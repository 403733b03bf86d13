import { describe, expect, it } from 'vitest';
import { UNKNOWN_TEMPLATE_TYPE } from '../../api/csv-templates.ts';
import { CSV_TEMPLATE_TYPES, CSV_TEMPLATES } from '../../domain/catalog/csv-templates.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { DEMO_LENDERS } from '../db/seed.ts';

const base = `/api/fi/${DEMO_LENDERS[0].number}/download`;

const ctx = seededApp({ signIns: ['cu-readonly', 'bank-admin', 'embedder-admin', 'admin'] });
const { tokens } = ctx;

const get = (query: string, token = tokens['cu-readonly'] ?? '') =>
  ctx.app.request(`${base}${query}`, authed('GET', token));

describe('GET /fi/{fiId}/download?templateType=', () => {
  it('answers every General Setup upload’s template: header and example row, as a named CSV file', async () => {
    for (const type of CSV_TEMPLATE_TYPES) {
      const response = await get(`?templateType=${type}`);
      expect(response.status, type).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      const template = CSV_TEMPLATES[type];
      expect(response.headers.get('content-disposition')).toContain(`attachment; filename="${template.fileName}.csv"`);
      const lines = (await response.text()).trim().split(/\r\n/);
      expect(lines).toEqual([template.columns.join(','), template.example.join(',')]);
    }
  });

  it('answers the seed’s message when the template type is missing or blank', async () => {
    for (const query of ['', '?templateType=', '?templateType=%20']) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({
        code: 'MISSING_REQUIRED_FIELD',
        message: 'template type for the csv is missing',
        issues: [{ path: 'templateType', message: 'template type for the csv is missing' }],
      });
    }
  });

  it('refuses an unknown template type', async () => {
    const response = await get('?templateType=passwords');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'templateType', message: UNKNOWN_TEMPLATE_TYPE }],
    });
  });

  it('is the lender’s own (read permission): a foreign lender and an embedder are refused, an admin may', async () => {
    expect((await get('?templateType=options', tokens['bank-admin'])).status).toBe(403);
    expect((await get('?templateType=options', tokens['embedder-admin'])).status).toBe(403);
    expect((await get('?templateType=options', tokens.admin)).status).toBe(200);
  });
});
