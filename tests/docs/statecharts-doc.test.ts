import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { renderStatechartsDoc } from './statecharts-doc.ts';

const PATH = 'docs/statecharts.md';

it('docs/statecharts.md lists every machine as it is (UPDATE_DOCS=1 rewrites it)', () => {
  const rendered = renderStatechartsDoc();
  if (process.env.UPDATE_DOCS === '1') writeFileSync(PATH, rendered);
  expect(existsSync(PATH)).toBe(true);
  expect(readFileSync(PATH, 'utf8')).toBe(rendered);
});
