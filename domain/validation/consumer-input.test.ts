import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  loanAmountMessage,
  loanAmountSchema,
  OTP_MESSAGE,
  otpSchema,
  salesOrderMessage,
  salesOrderNumberSchema,
  vehicleYearMessage,
  vehicleYearSchema,
} from './consumer-input.ts';
import { fieldErrors } from './field-errors.ts';

describe('consumer input', () => {
  it('needs every passcode digit', () => {
    expect(v.is(otpSchema(), '012345')).toBe(true);
    for (const bad of ['01234', '0123456', '01234a', '']) {
      expect(fieldErrors(otpSchema(), bad)).toEqual({ '': [OTP_MESSAGE] });
    }
    expect(v.is(otpSchema(4), '1234')).toBe(true);
  });

  it('keeps the loan amount within the offered minimum and maximum, inclusive', () => {
    const schema = loanAmountSchema('5000', '40000');
    expect(v.is(schema, '5000')).toBe(true);
    expect(v.is(schema, '40000.00')).toBe(true);
    expect(fieldErrors(schema, '4999.99')).toEqual({ '': [loanAmountMessage('5000', '40000')] });
    expect(fieldErrors(schema, '40000.01')).toEqual({ '': [loanAmountMessage('5000', '40000')] });
    expect(fieldErrors(schema, 'lots')).toEqual({ '': ['Enter a valid amount'] });
    expect(fieldErrors(loanAmountSchema('1', '2', 'Out of range'), '3')).toEqual({ '': ['Out of range'] });
  });
});

describe('sales order number and vehicle year', () => {
  it('needs the prefix and the length', () => {
    expect(v.parse(salesOrderNumberSchema(), ' SO12345678 ')).toBe('SO12345678');
    expect(fieldErrors(salesOrderNumberSchema(), 'SX12345678')).toEqual({ '': [salesOrderMessage('SO', 10)] });
    expect(fieldErrors(salesOrderNumberSchema(), 'SO1234567')).toEqual({ '': [salesOrderMessage('SO', 10)] });
    expect(v.is(salesOrderNumberSchema('ORD-', 6), 'ORD-12')).toBe(true);
  });

  it('limits the vehicle age, allowing next model year', () => {
    const schema = vehicleYearSchema(2026);
    expect(v.is(schema, 2006)).toBe(true);
    expect(v.is(schema, 2027)).toBe(true);
    expect(fieldErrors(schema, 2005)).toEqual({ '': [vehicleYearMessage(2006, 2027)] });
    expect(fieldErrors(schema, 2028)).toEqual({ '': [vehicleYearMessage(2006, 2027)] });
    expect(v.is(vehicleYearSchema(2026, 5), 2020)).toBe(false);
  });
});
