import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { WorkflowDefinition } from '../../domain/workflow/definition.ts';
import { MARKETPLACE_WORKFLOWS } from '../../domain/workflow/marketplace-definitions.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';

const ctx = seededApp();

describe('GET /api/workflows/{name}', () => {
  it.each(Object.keys(MARKETPLACE_WORKFLOWS))('serves %s without a session, cacheable', async (name) => {
    const answer = await ctx.app.request(`/api/workflows/${name}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    const definition = v.parse(WorkflowDefinition, await answer.json());
    expect(definition).toEqual(MARKETPLACE_WORKFLOWS[name]);
  });

  it('answers 404 NOT_FOUND for a name nobody defined, including inherited object keys', async () => {
    for (const name of ['nonexistent', 'constructor', 'to-string']) {
      const answer = await ctx.app.request(`/api/workflows/${name}`);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('refuses a malformed name with 400, not a 500', async () => {
    const answer = await ctx.app.request('/api/workflows/Bad_Name!');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ message: expect.stringContaining('Unknown workflow') });
  });
});
