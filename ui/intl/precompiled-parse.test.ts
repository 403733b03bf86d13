import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { ICU_SYNTAX, parse, precompiled } from './precompiled-parse.ts';

/** Every string of up to `length` characters over `alphabet` (the characters ICU treats specially, and plain ones). */
function* stringsOver(alphabet: string, length: number): Generator<string> {
  if (length === 0) {
    yield '';
    return;
  }
  for (const shorter of stringsOver(alphabet, length - 1)) for (const char of alphabet) yield shorter + char;
}

// Every plain message of the catalogues is checked the same way in build/vite-precompiled-messages.test.ts.
describe('the browser build’s parse (FormatJS without its parser)', () => {
  it('reads plain text as FormatJS’s parser does: every short string of apostrophes, pound signs, pipes and letters', () => {
    // Apostrophes quote ICU syntax, '#' is a plural's number and '|' was a choice's separator: text without `{}<>`
    // and without a doubled apostrophe must still be one literal, whatever else it holds.
    let checked = 0;
    for (const text of stringsOver("a'#| {}<>/", 4)) {
      if (ICU_SYNTAX.test(text)) continue;
      expect(parse(text), JSON.stringify(text)).toEqual(parseIcu(text));
      checked++;
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('hands FormatJS the syntax tree the build compiled for a message', () => {
    const message = 'You have {count, plural, one {# offer} other {# offers}}, <b>{name}</b>';
    const ast = parseIcu(message);
    expect(precompiled(message, ast)).toBe(message);
    expect(parse(message)).toBe(ast);
  });

  it('refuses a message with syntax that the build did not compile, naming it', () => {
    expect(() => parse('Hello {nobody compiled this}')).toThrow(
      'Message not compiled by the build: "Hello {nobody compiled this}"',
    );
    expect(() => parse("It''s")).toThrow('not compiled');
    expect(() => parse('a <b>bold</b> word')).toThrow('not compiled');
  });
});
