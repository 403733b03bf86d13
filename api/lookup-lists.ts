import { LENDER_CALL_MESSAGES } from '../domain/validation/lender.ts';
import { type LookupList, lookupList, optionList } from './lookup-list.ts';

/**
 * Every simple lookup list of a lender (000 §3, §7; 002 §7), declared once: the server implements each one and
 * the console's lookup-list screen shows each one from these declarations alone.
 */
export const employmentStatus = lookupList({
  kind: 'employmentStatus',
  label: 'Employment status',
  path: '/fi/:fiId/employmentStatus',
  uploadPath: '/fi/:fiId/employmentStatus/data',
  uploadField: 'employmentStatusDoc',
  missingFile: LENDER_CALL_MESSAGES.employeeStatusFile,
  template: 'employmentStatus',
});

export const occupancyStatus = lookupList({
  kind: 'occupancyStatus',
  label: 'Occupancy status',
  path: '/fi/:fiId/occupancyStatus',
  uploadPath: '/fi/:fiId/occupancyStatus/data',
  uploadField: 'occupancyStatusDoc',
  missingFile: LENDER_CALL_MESSAGES.occupancyStatusFile,
  template: 'occupancyStatus',
});

/** Option types (GET/PUT/POST /fi/{fiId}/options/{type}); purpose types and refinance reasons are two of them. */
export const purposeTypes = optionList({ type: 'purposeTypes', label: 'Purpose types' });
export const refinanceReasons = optionList({ type: 'refinanceReasons', label: 'Refinance reasons' });
export const propertyTypes = optionList({ type: 'propertyTypes', label: 'Property types' });
export const contactPreferences = optionList({ type: 'contactPreferences', label: 'Contact preferences' });

export const OPTION_LISTS = [purposeTypes, refinanceReasons, propertyTypes, contactPreferences] as const;
export type OptionType = (typeof OPTION_LISTS)[number]['kind'];
export const OPTION_TYPES = OPTION_LISTS.map((list) => list.kind) as readonly OptionType[];

const ALL_LISTS = [employmentStatus, occupancyStatus, ...OPTION_LISTS] as const;
export type LookupKind = (typeof ALL_LISTS)[number]['kind'];
export const LOOKUP_LISTS: readonly LookupList<LookupKind>[] = ALL_LISTS;

// Two lists on one kind would share their rows without anyone noticing: refuse it where it is declared.
const kinds = LOOKUP_LISTS.map((list) => list.kind);
if (new Set(kinds).size !== kinds.length) throw new Error(`Lookup list kinds must be unique: ${kinds.join(', ')}`);
