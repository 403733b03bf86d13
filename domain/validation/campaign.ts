import * as v from 'valibot';
import { CAMPAIGN_STATUSES, DROP_DATE_WINDOWS, type DropDateWindow } from '../catalog/campaign-status.ts';
import { DASHBOARD_ID_LENGTH } from '../catalog/limits.ts';
import { requiredMessage } from './messages.ts';
import { formObject } from './primitives.ts';

export const CAMPAIGN_MESSAGES = {
  periodOrder: 'The start date must be on or before the end date',
  duplicateDropDate: 'Drop dates must be unique',
  vantageCutoff: 'Prequal vantage cutoff must be a number from 300 to 999',
  dashboardId: `Reports dashboard ID must be exactly ${DASHBOARD_ID_LENGTH} characters`,
} as const;

/** Three digits from 300 to 999 (000 §5, 002 §5). */
export const VANTAGE_CUTOFF_PATTERN = /^[3-9]\d{2}$/;

const isoDate = (label: string) => v.pipe(v.string(requiredMessage(label)), v.isoDate(`Enter a valid ${label}`));

const period = (label: string) =>
  v.pipe(
    v.object({ start: isoDate(`${label} start`), end: isoDate(`${label} end`) }, requiredMessage(label)),
    v.forward(
      v.partialCheck([['start'], ['end']], (input) => input.start <= input.end, CAMPAIGN_MESSAGES.periodOrder),
      ['end'],
    ),
  );

export const campaignSchema = formObject({
  name: v.optional(v.string()),
  status: v.picklist(CAMPAIGN_STATUSES, requiredMessage('Status')),
  enrollmentPeriod: period('Enrollment period'),
  activeOffersPeriod: period('Active offers period'),
  dropDates: v.pipe(
    v.array(isoDate('Drop date')),
    v.checkItems((date, index, dates) => dates.indexOf(date) === index, CAMPAIGN_MESSAGES.duplicateDropDate),
  ),
  dropDateWindow: v.optional(v.picklist(DROP_DATE_WINDOWS), 0),
  prequalVantageCutoff: v.optional(
    v.pipe(v.string(), v.regex(VANTAGE_CUTOFF_PATTERN, CAMPAIGN_MESSAGES.vantageCutoff)),
  ),
});
export type Campaign = v.InferOutput<typeof campaignSchema>;

/** The days a drop reaches consumers: the drop date, then up to three following days (YYYY-MM-DD, UTC). */
export const dropDateWindowDays = (dropDate: string, window: DropDateWindow): string[] => {
  const start = Date.parse(`${dropDate}T00:00:00Z`);
  if (Number.isNaN(start)) throw new RangeError(`Invalid drop date: ${dropDate}`);
  return Array.from({ length: window + 1 }, (_, day) => new Date(start + day * 86_400_000).toISOString().slice(0, 10));
};

export const dashboardIdSchema = v.pipe(
  v.string(requiredMessage('Reports dashboard ID')),
  v.length(DASHBOARD_ID_LENGTH, CAMPAIGN_MESSAGES.dashboardId),
);
