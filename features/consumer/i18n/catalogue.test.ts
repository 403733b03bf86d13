// The parser FormatJS itself formats with (a dependency of @formatjs/intl): the test reads messages as it does.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import { SORT_OPTIONS } from '../../../domain/catalog/marketplace-ui.ts';
import { CONSENT_TEXTS } from '../../../domain/compliance/consents.ts';
import { orderingDisclosure } from '../../../domain/marketplace/neutral-order.ts';
import { CONSUMER_MESSAGE_IDS, ENGLISH } from './catalogue.ts';
import { SPANISH } from './es.ts';
import { consentMessagesOf } from './messages/consent.ts';
import { offersMessages } from './messages/offers.ts';

const intlIn = (locale: string, messages: Record<string, string>) =>
  createIntl({ locale, defaultLocale: 'en-US', messages, onError: () => undefined });

/** The arguments and tags a message takes ('{count}', '{sort, select…}', '<strong>'), to compare two languages. */
function argumentsOf(elements: readonly MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && element.type !== 0) found.add(String(element.value));
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    if ('children' in element) argumentsOf(element.children, found);
  }
  return found;
}

describe('the consumer catalogues', () => {
  it('gives every message an id once, with the Spanish taking the same placeholders', () => {
    expect(new Set(CONSUMER_MESSAGE_IDS).size).toBe(CONSUMER_MESSAGE_IDS.length);
    for (const id of CONSUMER_MESSAGE_IDS) {
      const spanish = (SPANISH as Record<string, string>)[id];
      expect(spanish, id).toBeTypeOf('string');
      expect(argumentsOf(parse(spanish ?? '')), id).toEqual(argumentsOf(parse(ENGLISH[id] ?? '')));
    }
  });

  it('keeps the English ordering note word for word the domain’s disclosure', () => {
    const intl = intlIn('en-US', ENGLISH as Record<string, string>);
    for (const sort of SORT_OPTIONS) {
      expect(intl.formatMessage(offersMessages.orderingSorted, { sort })).toBe(orderingDisclosure('AUTO', sort));
    }
    expect(intl.formatMessage(offersMessages.orderingNeutral)).toBe(orderingDisclosure('HOME_EQUITY', 'LOWEST_APR'));
  });

  it('falls back to the default message, else the id, for a missing translation (000-8.32)', () => {
    const intl = intlIn('es-US', { 'consumer.offers.title': 'Sus ofertas' });
    expect(intl.formatMessage(offersMessages.title)).toBe('Sus ofertas');
    expect(intl.formatMessage(offersMessages.startOver)).toBe('Start over');
    expect(intl.formatMessage({ id: 'consumer.unknown' })).toBe('consumer.unknown');
  });

  it('counts offers in Spanish with its plural rules', () => {
    const intl = intlIn('es-US', SPANISH);
    expect(intl.formatMessage(offersMessages.count, { count: 1 })).toBe('1 oferta');
    expect(intl.formatMessage(offersMessages.count, { count: 3 })).toBe('3 ofertas');
  });
});

describe('the consent texts in the catalogue (decision 0712)', () => {
  it('has every consent version’s title and text, the English word for word the recorded text', () => {
    for (const { version, title, text } of Object.values(CONSENT_TEXTS)) {
      const messages = consentMessagesOf(version);
      expect(messages, version).toBeDefined();
      expect(ENGLISH[messages?.title.id ?? '']).toBe(title);
      expect(ENGLISH[messages?.text.id ?? '']).toBe(text);
    }
  });

  it('has no Spanish for an id the catalogue does not have', () => {
    expect(Object.keys(SPANISH).filter((id) => !CONSUMER_MESSAGE_IDS.includes(id))).toEqual([]);
  });
});

describe('the Spanish chunk', () => {
  it('imports, as values, only Spanish modules: the entry chunk awaits it, so it may not wait on the entry', () => {
    const valueImports = (file: string): string[] =>
      [
        ...readFileSync(join(import.meta.dirname, file), 'utf8').matchAll(/^import (?!type )[^;]*? from '([^']+)';/gm),
      ].map((match) => match[1] ?? '');
    const imported = valueImports('es.ts');
    expect(imported.length).toBeGreaterThan(0);
    for (const path of imported) expect(path).toMatch(/(\/|^\.\/)es-[a-z-]+\.ts$|-spanish\.ts$/);
    for (const path of imported.filter((p) => p.startsWith('./'))) expect(valueImports(path)).toEqual([]);
  });
});
