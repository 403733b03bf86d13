import { describe, expect, it } from 'vitest';
import { applyCodeInput, isCodeComplete } from './one-time-code.ts';

const empty = ['', '', '', '', '', ''];

describe('applyCodeInput', () => {
  it('writes one digit and moves focus to the next box', () => {
    expect(applyCodeInput(empty, 0, '4')).toEqual({ digits: ['4', '', '', '', '', ''], focus: 1 });
  });

  it('spreads a pasted code across the boxes from the given box', () => {
    expect(applyCodeInput(empty, 0, '123456')).toEqual({ digits: ['1', '2', '3', '4', '5', '6'], focus: 5 });
    expect(applyCodeInput(empty, 3, '987')).toEqual({ digits: ['', '', '', '9', '8', '7'], focus: 5 });
  });

  it('ignores letters and spaces and clears a box when emptied', () => {
    expect(applyCodeInput(['1', '2', '', '', '', ''], 1, '').digits).toEqual(['1', '', '', '', '', '']);
    expect(applyCodeInput(empty, 0, '12 34a').digits).toEqual(['1', '2', '3', '4', '', '']);
  });
});

describe('isCodeComplete', () => {
  it('needs all six digits', () => {
    expect(isCodeComplete(['1', '2', '3', '4', '5', ''])).toBe(false);
    expect(isCodeComplete(['1', '2', '3', '4', '5', '6'])).toBe(true);
  });
});
