import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { wordsOf } from '../../../kit/words.ts';
import { productDetailsFields } from './step-fields.ts';

/** The English a helper reads as (a message's default). */
const english = createIntl({ locale: 'en', defaultLocale: 'en' });

describe('define product fields', () => {
  it('marks type, class, option and name required; the class is a choice (issue 30 item 7)', () => {
    const fields = productDetailsFields('New_Auto');
    expect(fields.filter((f) => f.required).map((f) => f.path)).toEqual(['type', 'productClass', 'option', 'name']);
    const productClass = fields.find((f) => f.path === 'productClass');
    expect(productClass?.helper && wordsOf(english, productClass.helper)).toMatch(/one product per type and class/);
    expect(productClass?.options?.map((o) => o.value)).toEqual(['Secured', 'Unsecured', 'Deposit']);
  });
});
