import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { chartSearchSchema } from './chart-search.ts';

describe('chart search', () => {
  it("drops a malformed part of the chart's search instead of failing the page", () => {
    const parsed = v.parse(chartSearchSchema, { machine: 'loanLeadLifecycle', state: 'NEW', events: [{ type: 1 }] });
    expect(parsed).toEqual({ machine: 'loanLeadLifecycle', entity: undefined, state: undefined, events: undefined });
  });

  it('keeps a well-formed focus', () => {
    const focus = {
      machine: 'm',
      entity: 'Lead 7',
      state: ['status.NEW'],
      events: [{ type: 'ASSIGN', allowed: true }],
    };
    expect(v.parse(chartSearchSchema, focus)).toEqual(focus);
  });
});
