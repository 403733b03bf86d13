import * as v from 'valibot';
import { invalidMessage, requiredMessage } from './messages.ts';

/** MM-DD-YYYY, year 19xx or 20xx, separators dash, slash, dot or space (000 §5). */
export const US_DATE_PATTERN = /^(0[1-9]|1[0-2])[- /.](0[1-9]|[12]\d|3[01])[- /.]((?:19|20)\d{2})$/;

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The UTC calendar day of an instant: "today" for the past-date checks. */
export const utcCalendarDay = (at: Date): CalendarDate => ({
  year: at.getUTCFullYear(),
  month: at.getUTCMonth() + 1,
  day: at.getUTCDate(),
});

/** Parses MM-DD-YYYY into a real calendar date; undefined for bad text or days that do not exist (02-30). */
export const parseUsDate = (text: string): CalendarDate | undefined => {
  const match = US_DATE_PATTERN.exec(text.trim());
  if (!match) return undefined;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return { year, month, day };
};

export const usDateSchema = (label = 'date') =>
  v.pipe(
    v.string(requiredMessage(label)),
    v.check((text) => parseUsDate(text) !== undefined, invalidMessage(label)),
  );

/** Minimum age for a date of birth; the seed does not give one (002 §9), 18 is the age of majority. */
export const MINIMUM_AGE_YEARS = 18;

/** Whole years between a birth date and today (birthday not yet reached this year counts one less). */
export const ageOn = (birth: CalendarDate, today: CalendarDate): number => {
  const beforeBirthday = today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
};

/** Date of birth: a real MM-DD-YYYY date, not in the future, at least the minimum age on `today`. */
export const dateOfBirthSchema = (today: CalendarDate, minimumAge = MINIMUM_AGE_YEARS) =>
  v.pipe(
    usDateSchema('date of birth'),
    v.check((text) => {
      const birth = parseUsDate(text);
      return birth !== undefined && ageOn(birth, today) >= minimumAge;
    }, `You must be at least ${minimumAge} years old`),
  );
