// FormatJS's parser, which the dev server, the tests and the server format with: the browser build's must agree with it.
import { parse as formatjsParse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../features/consumer/i18n/catalogue.ts';
import { SPANISH } from '../features/consumer/i18n/es.ts';
import { parse } from '../ui/intl/message-parser.ts';
import { CONSOLE_ENGLISH } from './console-catalogue.ts';

const CATALOGUES = { ENGLISH, SPANISH, CONSOLE_ENGLISH } as Record<string, Readonly<Record<string, string>>>;

describe('the browser build’s ICU message parser (ui/intl/message-parser.ts, decision 0793)', () => {
  it('reads every message of every catalogue as FormatJS does', () => {
    let count = 0;
    for (const [name, catalogue] of Object.entries(CATALOGUES)) {
      for (const [id, message] of Object.entries(catalogue)) {
        expect(parse(message), `${name} ${id}`).toEqual(formatjsParse(message));
        count++;
      }
    }
    expect(count).toBeGreaterThan(3000);
  });
});
