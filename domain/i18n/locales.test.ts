import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, negotiateLocale } from './locales.ts';

describe('the consumer language', () => {
  it('takes the first preferred language we speak, by its primary subtag', () => {
    expect(negotiateLocale(['es-ES', 'en'])).toBe('es');
    expect(negotiateLocale(['fr-FR', 'es-MX', 'en-US'])).toBe('es');
    expect(negotiateLocale(['en-GB', 'es'])).toBe('en');
    expect(negotiateLocale(['de', 'fr'])).toBe('en');
    expect(negotiateLocale([])).toBe('en');
  });

  it('reads an Accept-Language header by quality', () => {
    expect(acceptLanguageTags('en;q=0.5, es-ES, fr;q=0.8')).toEqual(['es-ES', 'fr', 'en']);
    expect(acceptLanguageTags('*, de;q=0')).toEqual([]);
    expect(negotiateLocale(acceptLanguageTags('fr-CA,es;q=0.9,en;q=0.8'))).toBe('es');
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });
});
