import { describe, expect, it } from 'vitest';
import {
  type ConsumerFileRow,
  consumerFileLineIssues,
  consumerFileRowIssues,
  CONSUMER_FILE_MESSAGES as M,
  ROW_SHAPE_MESSAGE,
  ssnDigits,
} from './consumer-file.ts';

const today = { year: 2026, month: 11, day: 26 };
const good: ConsumerFileRow = {
  uuid: 'c-1',
  firstName: 'Ada',
  middleName: '',
  lastName: 'Lovelace',
  suffix: '',
  address: '1 Main St',
  city: 'Denver',
  county: 'Denver',
  state: 'CO',
  zipcode: '80202',
  ssn: '123-45-6789',
  email: 'ada@example.com',
  dob: '12-10-1985',
};

describe('consumerFileRowIssues', () => {
  it('accepts a complete row, and blank optional cells', () => {
    expect(consumerFileRowIssues(good, today)).toEqual([]);
    expect(consumerFileRowIssues({ ...good, email: '', county: '', state: 'dc' }, today)).toEqual([]);
  });

  it('names each bad cell in column order with a clear message', () => {
    const bad = {
      ...good,
      firstName: ' ',
      state: 'XX',
      zipcode: '8020',
      ssn: '12345678',
      email: 'ada@',
      dob: '02-30-1990',
    };
    expect(consumerFileRowIssues(bad, today)).toEqual([
      { field: 'firstName', message: M.firstName },
      { field: 'state', message: M.state },
      { field: 'zipcode', message: M.zipcode },
      { field: 'ssn', message: M.ssn },
      { field: 'email', message: M.email },
      { field: 'dob', message: M.dob },
    ]);
  });

  it('refuses a date of birth today or later', () => {
    expect(consumerFileRowIssues({ ...good, dob: '11-26-2026' }, today)).toEqual([{ field: 'dob', message: M.dob }]);
    expect(consumerFileRowIssues({ ...good, dob: '11-25-2026' }, today)).toEqual([]);
  });

  it('reads SSNs with or without dashes', () => {
    expect(ssnDigits('123-45-6789')).toBe('123456789');
    expect(ssnDigits('123456789')).toBe('123456789');
    expect(ssnDigits('123-456-789')).toBeUndefined();
  });
});

describe('consumerFileLineIssues', () => {
  it('gives a row of the wrong width only that problem, and flags a uuid an earlier row of the file used', () => {
    const seen = new Set<string>();
    const file = { badShape: false, seen, today };
    expect(consumerFileLineIssues({ ...good, uuid: 'c-0' }, { ...file, badShape: true })).toEqual([
      { field: 'row', message: ROW_SHAPE_MESSAGE },
    ]);
    expect(consumerFileLineIssues(good, file)).toEqual([]);
    expect(consumerFileLineIssues({ ...good, uuid: ' c-1 ', zipcode: '1' }, file)).toEqual([
      { field: 'zipcode', message: M.zipcode },
      { field: 'uuid', message: M.uuidDuplicate },
    ]);
  });
});
