// FormatJS's parser, which the dev server, the tests and the server format with: the browser build's must agree with it.
import { parse as formatjsParse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { parse } from './message-parser.ts';

// Every message of the app's catalogues is compared in app/message-parser.test.ts (ui/ does not import them).
describe('the browser build’s ICU message parser', () => {
  it.each([
    '',
    'Plain text',
    "Don't stop, it's fine",
    "A quoted '{brace}' and '<tag>' and ''doubled'' and 'plain'",
    "Quoted to the end '{open",
    'Braces at the top level: } stay',
    'a < b, a<5, 1<2',
    'Hello, {name}!',
    '{ name }',
    '{count, plural, =0 {none} one {# offer} other {# offers}}',
    "{count, plural, one {'#' is # } other {#'s}}",
    '{n, plural, other {{kind, select, loan {# loans #} other {none #}}}}',
    '{sort, select, apr {lowest APR} payment {lowest payment} other {{sort}}}',
    'Read <strong>this</strong> and <link>{name}</link>.',
    '<b>{n, plural, one {# <i>item</i>} other {# items}}</b>',
    'A line <br/> break and <br />',
    '# at the top level',
    'Emoji 👋 {name} 👍',
  ])('reads %j as FormatJS does', (message) => {
    expect(parse(message)).toEqual(formatjsParse(message));
  });

  it('reads tags as text when asked to ignore them', () => {
    const message = 'Read <strong>this</strong>';
    expect(parse(message, { ignoreTag: true })).toEqual(formatjsParse(message, { ignoreTag: true }));
  });

  it.each([
    '{amount, number}',
    '{day, date, short}',
    '{n, selectordinal, one {#st} other {#th}}',
    '{n, plural, offset:1 other {#}}',
    '{n, plural, one {#}}',
    '{n, select, a {x} a {y} other {z}}',
    '{}',
    '{name',
    '<b>open',
    'close</b>',
    'a </ b',
    '<b>x</i>',
  ])('refuses %j (unsupported here, or not ICU)', (message) => {
    expect(() => parse(message)).toThrow(SyntaxError);
  });
});
