import { describe, expect, it, vi } from 'vitest';
import type { WorkflowDefinition } from './definition.ts';
import { type Resolver, resolveStep, SKIP } from './resolve-step.ts';

type Facts = { category?: string; n: number };
const definition: WorkflowDefinition = {
  name: 't',
  index: [{ path: '/a' }, { path: '/b' }, { path: '/c' }, { path: '/loop' }],
  start: '/a',
  next: { '/b': '/c', '/loop': { path: '/loop', skip: true } },
  error: { '*': '/a' },
};
const resolver = (log = vi.fn()): Resolver<Facts> => ({
  definition,
  log,
  filterValues: (facts) => (facts.category ? { productCategory: facts.category } : {}),
  rules: {
    big: (facts) => (facts.n > 10 ? '/big' : undefined),
    positive: (facts) => facts.n > 0,
    skipB: () => SKIP,
    boom: () => {
      throw new Error('boom');
    },
  },
});

describe('resolveStep (001 §4 workflow router steps)', () => {
  it('takes a plain path as it is', () => {
    expect(resolveStep(resolver(), '/a', { n: 0 })).toBe('/a');
  });

  it('a path with rules: the first rule with a result wins, else the path', () => {
    const step = { path: '/a', rules: ['big'] };
    expect(resolveStep(resolver(), step, { n: 11 })).toBe('/big');
    expect(resolveStep(resolver(), step, { n: 1 })).toBe('/a');
  });

  it('conditional rules: the first that yields wins; true takes its goTo; none → undefined', () => {
    const step = [{ rule: 'big' }, { rule: 'positive', goTo: '/pos' }];
    expect(resolveStep(resolver(), step, { n: 20 })).toBe('/big');
    expect(resolveStep(resolver(), step, { n: 2 })).toBe('/pos');
    expect(resolveStep(resolver(), step, { n: -1 })).toBeUndefined();
  });

  it('logs and skips a throwing or unknown rule instead of failing', () => {
    const log = vi.fn();
    const step = [{ rule: 'boom' }, { rule: 'nope' }, '/a'];
    expect(resolveStep(resolver(log), step, { n: 0 })).toBe('/a');
    expect(log).toHaveBeenCalledWith('Workflow rule boom threw; skipped', expect.any(Error));
    expect(log).toHaveBeenCalledWith('Workflow rule nope is not known; skipped');
  });

  it('skip passes through a page to its own next step, statically or by a rule', () => {
    expect(resolveStep(resolver(), { path: '/b', skip: true }, { n: 0 })).toBe('/c');
    expect(resolveStep(resolver(), { path: '/b', rules: ['skipB'] }, { n: 0 })).toBe('/c');
  });

  it('filters restrict an option to a category; a missing selection fails the filter', () => {
    const step = [{ path: '/auto', filters: { productCategory: ['AUTO'] } }, '/other'];
    expect(resolveStep(resolver(), step, { n: 0, category: 'AUTO' })).toBe('/auto');
    expect(resolveStep(resolver(), step, { n: 0, category: 'CD' })).toBe('/other');
    expect(resolveStep(resolver(), step, { n: 0 })).toBe('/other');
  });

  it('stops a definition whose skips loop, with a log line', () => {
    const log = vi.fn();
    expect(resolveStep(resolver(log), { path: '/loop', skip: true }, { n: 0 })).toBeUndefined();
    expect(log).toHaveBeenCalledWith('Workflow skips loop at /loop');
  });
});
