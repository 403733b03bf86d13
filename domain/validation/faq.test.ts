import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { faqsSchema, FAQ_MESSAGES as M } from './faq.ts';
import { fieldErrors } from './field-errors.ts';

const faq = (question: string, answer: string) => ({ question, answer });

describe('FAQs', () => {
  it('keeps 1 to 3 complete sets, trimmed, dropping empty rows', () => {
    expect(v.parse(faqsSchema, [faq(' Q1 ', 'A1'), faq('', ' ')])).toEqual([faq('Q1', 'A1')]);
    expect(fieldErrors(faqsSchema, [faq('Q1', 'A1'), faq('Q2', 'A2'), faq('Q3', 'A3')])).toEqual({});
  });

  it('needs at least one complete set', () => {
    expect(fieldErrors(faqsSchema, [])).toEqual({ '': [M.atLeastOne] });
    expect(fieldErrors(faqsSchema, [faq(' ', '')])).toEqual({ '': [M.atLeastOne] });
  });

  it('allows at most three', () => {
    expect(fieldErrors(faqsSchema, [faq('1', '1'), faq('2', '2'), faq('3', '3'), faq('4', '4')])).toEqual({
      '': [M.tooMany],
    });
  });

  it('refuses half-filled sets', () => {
    expect(fieldErrors(faqsSchema, [faq('Q1', 'A1'), faq('Q2', ' ')])).toEqual({ '1': [M.incomplete] });
  });
});
