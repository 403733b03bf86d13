import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ConsumerPatch, Vehicle } from './consumer.ts';

describe('consumer input rules shared by the server and the screens (001 §5)', () => {
  it('normalises a phone number to three-three-four digits, dropping the US code', () => {
    expect(v.parse(ConsumerPatch, { phone: '+1 (555) 123 4567' }).phone).toBe('555-123-4567');
    expect(v.parse(ConsumerPatch, { phone: '555.123.4567' }).phone).toBe('555-123-4567');
    expect(v.safeParse(ConsumerPatch, { phone: '12345' }).success).toBe(false);
  });

  it('refuses a vehicle older than the maximum age or from after next year', () => {
    const year = new Date().getUTCFullYear();
    const vehicle = (modelYear: number) => ({ year: modelYear, make: 'Toyota', model: 'RAV4' });
    const old = v.safeParse(Vehicle, vehicle(year - 21));
    expect(old.success).toBe(false);
    expect(old.issues?.[0]?.message).toBe(`Vehicle year must be between ${year - 20} and ${year + 1}`);
    expect(v.safeParse(Vehicle, vehicle(year + 2)).success).toBe(false);
    expect(v.safeParse(Vehicle, vehicle(year - 20)).success).toBe(true);
    expect(v.safeParse(Vehicle, vehicle(year + 1)).success).toBe(true);
  });
});
