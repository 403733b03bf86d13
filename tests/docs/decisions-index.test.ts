import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The decision log is one file per decision plus an index (docs/decisions/0501-one-file-per-decision.md). These
// checks keep it usable: a decision missing from the index, or a file without its date or issue, fails here.
const DIR = resolve(import.meta.dirname, '../../docs/decisions');
const decisionFiles = readdirSync(DIR).filter((file) => file !== 'README.md');
const index = readFileSync(join(DIR, 'README.md'), 'utf8');
const indexLinks = [...index.matchAll(/\]\(([^)\s]+\.md)\)/g)].map((match) => match[1] ?? '');

describe('docs/decisions (issue 27 item 6)', () => {
  it('holds only numbered decision files', () => {
    expect(decisionFiles.length).toBeGreaterThan(500);
    expect(decisionFiles.filter((file) => !/^\d{4}-[a-z0-9-]+\.md$/.test(file))).toEqual([]);
  });

  it('numbers each decision once', () => {
    const numbers = decisionFiles.map((file) => file.slice(0, 4));
    expect(numbers.filter((number, i) => numbers.indexOf(number) !== i)).toEqual([]);
  });

  it('lists every decision file in the index', () => {
    expect(decisionFiles.filter((file) => !indexLinks.includes(file))).toEqual([]);
  });

  it('links only files that exist', () => {
    expect(indexLinks.filter((link) => !existsSync(join(DIR, link)))).toEqual([]);
  });

  it('gives every decision a title, a date and an issue line', () => {
    const malformed = decisionFiles.filter((file) => {
      const text = readFileSync(join(DIR, file), 'utf8');
      return !(
        /^# \S/.test(text) &&
        /^Date: \d{4}-\d{2}-\d{2}$/m.test(text) &&
        /^Issue: (#\d+|none recorded)$/m.test(text) &&
        /^Area: \S/m.test(text)
      );
    });
    expect(malformed).toEqual([]);
  });

  it("shows each file's date and issue in its index row", () => {
    const wrong = decisionFiles.filter((file) => {
      const text = readFileSync(join(DIR, file), 'utf8');
      const date = text.match(/^Date: (.*)$/m)?.[1];
      const issue = text.match(/^Issue: (.*)$/m)?.[1];
      const row = index.split('\n').find((line) => line.startsWith('| [') && line.includes(`](${file})`));
      return !row?.includes(`| ${date} | ${issue} |`);
    });
    expect(wrong).toEqual([]);
  });
});
