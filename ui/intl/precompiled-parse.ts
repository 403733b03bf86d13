import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser/no-parser.js';

// FormatJS's parser module without its parser: the browser build serves this module in its place
// (build/vite-precompiled-messages.ts), so what FormatJS imports from it besides `parse` is its own.
export * from '@formatjs/icu-messageformat-parser/no-parser.js';

/**
 * Text a message can only mean through FormatJS's parser: an argument or plural (`{`, `}`), a rich-text tag (`<`,
 * `>`) or an escaped apostrophe (`''`). Any other text is one literal, which tests prove against the parser
 * (precompiled-parse.test.ts, build/vite-precompiled-messages.test.ts). The build compiles every message literal
 * with such text (build/vite-precompiled-messages.ts).
 */
export const ICU_SYNTAX = /[{}<>]|''/;

/** Each message the build compiled, by its text: registered when the module that defines the message loads. */
const compiled = new Map<string, MessageFormatElement[]>();

/**
 * The build's wrapper around a message literal with ICU syntax: the text stays a string (screens and tests read
 * `defaultMessage` as one) and its syntax tree, parsed at build time, is what `parse` hands FormatJS for it.
 */
export function precompiled(message: string, ast: MessageFormatElement[]): string {
  compiled.set(message, ast);
  return message;
}

/**
 * FormatJS's `parse` in the browser build (issue 31 item 5, decision 0805): a message the build compiled, or plain
 * text as the one literal the parser would make of it. A message with syntax that the build did not see (built at
 * run time from pieces) is a defect, refused loudly rather than shown half-formatted.
 */
export function parse(message: string): MessageFormatElement[] {
  const ast = compiled.get(message);
  if (ast) return ast;
  if (ICU_SYNTAX.test(message)) throw new Error(`Message not compiled by the build: ${JSON.stringify(message)}`);
  return message === '' ? [] : [{ type: TYPE.literal, value: message }];
}
