import {
  type MessageFormatElement,
  type PluralOrSelectOption,
  TYPE,
} from '@formatjs/icu-messageformat-parser/no-parser.js';

/**
 * The ICU message parser the browser build gives react-intl (build/vite-lean-intl.ts, decision 0793) in place of
 * FormatJS's own, which with its number/date skeleton parser is ~11 KB gzip of the consumer's entry (twice over: npm
 * left react-intl and @formatjs/intl a copy each). It parses the ICU the app's messages use — text, apostrophe
 * quoting, `{name}`, `{n, plural, …}` with `#` and `=N`, `{x, select, …}`, `<tag>…</tag>` — into the same AST as
 * FormatJS's parser with locations pruned (message-parser.test.ts compares the two on every catalogue message).
 * Anything else (`number`/`date`/`time` arguments, `selectordinal`, `offset:`) throws a SyntaxError: react-intl then
 * reports it and shows the message's default text, and the comparison test fails on such a message before it ships.
 */
export {
  isArgumentElement,
  isDateElement,
  isDateTimeSkeleton,
  isLiteralElement,
  isNumberElement,
  isNumberSkeleton,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  SKELETON_TYPE,
  TYPE,
} from '@formatjs/icu-messageformat-parser/no-parser.js';

// FormatJS's identifier: anything up to white space or ICU pattern syntax.
const IDENTIFIER = /[^\p{White_Space}\p{Pattern_Syntax}]*/uy;
const TAG_NAME = /[A-Za-z][-.\w]*/y;

// FormatJS's white space (Unicode Pattern_White_Space).
const isSpace = (c: number) =>
  (c >= 9 && c <= 13) || c === 32 || c === 133 || c === 8206 || c === 8207 || c === 8232 || c === 8233;
const isAlpha = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);

type Parent = '' | 'plural' | 'select';

export function parse(
  message: string,
  options: { ignoreTag?: boolean; requiresOtherClause?: boolean } = {},
): MessageFormatElement[] {
  const ignoreTag = !!options.ignoreTag;
  let at = 0;
  const code = (offset: number) => message.charCodeAt(offset);
  const fail = (kind: string): never => {
    throw Object.assign(new SyntaxError(kind), { originalMessage: message });
  };
  const skipSpace = () => {
    while (at < message.length && isSpace(code(at))) at++;
  };
  const match = (pattern: RegExp) => {
    pattern.lastIndex = at;
    const found = pattern.exec(message)?.[0] ?? '';
    at += found.length;
    return found;
  };
  const expect = (c: number, kind: string) => {
    if (code(at) !== c) fail(kind);
    at++;
  };

  function text(depth: number, parent: Parent): MessageFormatElement {
    let value = '';
    while (at < message.length) {
      const c = code(at);
      const next = code(at + 1);
      if (c === 39 && next === 39) {
        value += "'";
        at += 2;
      } else if (
        c === 39 &&
        (next === 123 || next === 60 || next === 62 || next === 125 || (next === 35 && parent === 'plural'))
      ) {
        // Quoted text: from the character after the apostrophe to the next lone apostrophe ('' is one).
        at++;
        value += message[at++];
        while (at < message.length) {
          if (code(at) !== 39) value += message[at++];
          else if (code(at + 1) === 39) {
            value += "'";
            at += 2;
          } else {
            at++;
            break;
          }
        }
      } else if (c === 60 && !ignoreTag && (isAlpha(next) || next === 47)) break;
      else if (c === 123 || (c === 35 && parent === 'plural') || (c === 125 && depth > 0)) break;
      else value += message[at++];
    }
    return { type: TYPE.literal, value };
  }

  function tag(depth: number, parent: Parent): MessageFormatElement {
    at++;
    const name = match(TAG_NAME);
    if (code(at) > 127) fail('UNSUPPORTED_TAG_NAME');
    skipSpace();
    if (message.startsWith('/>', at)) {
      at += 2;
      return { type: TYPE.literal, value: `<${name}/>` };
    }
    expect(62, 'INVALID_TAG');
    const children = elements(depth + 1, parent, true);
    if (!message.startsWith('</', at)) fail('UNCLOSED_TAG');
    at += 2;
    if (match(TAG_NAME) !== name || code(at) > 127) fail('UNMATCHED_CLOSING_TAG');
    skipSpace();
    expect(62, 'INVALID_TAG');
    return { type: TYPE.tag, value: name, children };
  }

  function argument(depth: number, inTag: boolean): MessageFormatElement {
    at++;
    skipSpace();
    const value = match(IDENTIFIER);
    if (!value) fail('MALFORMED_ARGUMENT');
    skipSpace();
    if (code(at) === 125) {
      at++;
      return { type: TYPE.argument, value };
    }
    expect(44, 'MALFORMED_ARGUMENT');
    skipSpace();
    const kind = match(IDENTIFIER);
    if (kind !== 'plural' && kind !== 'select') return fail(`UNSUPPORTED_ARGUMENT_TYPE ${kind}`);
    skipSpace();
    expect(44, 'EXPECT_SELECT_ARGUMENT_OPTIONS');
    skipSpace();
    const choices: Record<string, PluralOrSelectOption> = {};
    const seen = new Set<string>();
    let selector = match(IDENTIFIER);
    if (kind === 'plural' && selector === 'offset') fail('UNSUPPORTED_PLURAL_OFFSET');
    for (;;) {
      if (!selector) {
        if (kind !== 'plural' || code(at) !== 61) break;
        const start = at++;
        if (code(at) === 43 || code(at) === 45) at++;
        if (!match(/\d+/y)) fail('INVALID_PLURAL_ARGUMENT_SELECTOR');
        selector = message.slice(start, at);
      }
      if (seen.has(selector)) fail('DUPLICATE_ARGUMENT_SELECTOR');
      seen.add(selector);
      skipSpace();
      expect(123, 'EXPECT_ARGUMENT_SELECTOR_FRAGMENT');
      const fragment = elements(depth + 1, kind, inTag);
      expect(125, 'EXPECT_ARGUMENT_CLOSING_BRACE');
      choices[selector] = { value: fragment };
      skipSpace();
      selector = match(IDENTIFIER);
    }
    if (seen.size === 0) fail('EXPECT_ARGUMENT_SELECTOR');
    if (!seen.has('other') && options.requiresOtherClause !== false) fail('MISSING_OTHER_CLAUSE');
    expect(125, 'EXPECT_ARGUMENT_CLOSING_BRACE');
    return kind === 'select'
      ? { type: TYPE.select, value, options: choices }
      : { type: TYPE.plural, value, options: choices, offset: 0, pluralType: 'cardinal' };
  }

  function elements(depth: number, parent: Parent, inTag: boolean): MessageFormatElement[] {
    const found: MessageFormatElement[] = [];
    while (at < message.length) {
      const c = code(at);
      if (c === 123) found.push(argument(depth, inTag));
      else if (c === 125 && depth > 0) break;
      else if (c === 35 && parent === 'plural') {
        at++;
        found.push({ type: TYPE.pound });
      } else if (c === 60 && !ignoreTag && code(at + 1) === 47) {
        if (inTag) break;
        fail('UNMATCHED_CLOSING_TAG');
      } else if (c === 60 && !ignoreTag && isAlpha(code(at + 1))) found.push(tag(depth, parent));
      else found.push(text(depth, parent));
    }
    return found;
  }

  return elements(0, '', false);
}
