import type { LookupKind } from '../../api/lookup-lists.ts';
import {
  CONTACT_PREFERENCES,
  OCCUPANCY_TYPES,
  type OccupancyType,
  PROPERTY_TYPES,
} from '../../domain/catalog/consumer.ts';
import type { Executor } from './pool.ts';
import { fiLookupValues } from './schema/index.ts';

const OCCUPANCY_LABELS: Readonly<Record<OccupancyType, string>> = {
  RENT: 'Rent',
  OWN_WITH_MORTGAGE: 'Own with mortgage',
  OWN_FREE_AND_CLEAR: 'Own free and clear',
  LIVE_WITH_PARENTS: 'Live with parents',
  GOV_QUARTERS: 'Government quarters',
  LEASE: 'Lease',
  OTHER: 'Other',
};

/** [code, label, active?]: an inactive value shows the switch off on the screen. */
type DemoValue = readonly [string, string, boolean?];

/** 'single family detached' → ['SINGLE_FAMILY_DETACHED', 'Single family detached']. */
const fromCatalog = (name: string): DemoValue => [
  name.toUpperCase().replace(/[^A-Z0-9]+/g, '_'),
  name.charAt(0).toUpperCase() + name.slice(1),
];

/** Summit CU's lists (fiId 1): every lookup-list page has something to show and edit. */
const DEMO_LOOKUPS: Readonly<Partial<Record<LookupKind, readonly DemoValue[]>>> = {
  employmentStatus: [
    ['FULL_TIME', 'Full time'],
    ['PART_TIME', 'Part time'],
    ['SELF_EMPLOYED', 'Self-employed'],
    ['MILITARY', 'Military'],
    ['RETIRED', 'Retired'],
    ['STUDENT', 'Student'],
    ['UNEMPLOYED', 'Not employed'],
    ['OTHER', 'Other', false],
  ],
  occupancyStatus: OCCUPANCY_TYPES.map((type): DemoValue => [type, OCCUPANCY_LABELS[type]]),
  purposeTypes: [
    ['DEBT_CONSOLIDATION', 'Debt consolidation'],
    ['HOME_IMPROVEMENT', 'Home improvement'],
    ['MAJOR_PURCHASE', 'Major purchase'],
    ['MEDICAL', 'Medical expenses'],
    ['VACATION', 'Vacation'],
    ['WEDDING', 'Wedding'],
    ['EMERGENCY', 'Emergency expenses'],
    ['OTHER', 'Other'],
  ],
  refinanceReasons: [
    ['LOWER_PAYMENT', 'Lower my monthly payment'],
    ['LOWER_RATE', 'Lower my interest rate'],
    ['SHORTER_TERM', 'Pay off my loan sooner'],
    ['CASH_OUT', 'Take cash out'],
    ['REMOVE_COSIGNER', 'Remove a co-signer'],
    ['CHANGE_LENDER', 'Switch lenders', false],
  ],
  propertyTypes: PROPERTY_TYPES.map(fromCatalog),
  contactPreferences: CONTACT_PREFERENCES.map(fromCatalog),
};

export async function seedLenderLookups(tx: Executor, options: { fiId: string }): Promise<void> {
  const rows = Object.entries(DEMO_LOOKUPS).flatMap(([kind, values]) =>
    (values ?? []).map(([code, label, active = true], position) => ({
      fiId: options.fiId,
      kind,
      code,
      label,
      active,
      position,
    })),
  );
  await tx.insert(fiLookupValues).values(rows).onConflictDoNothing();
}
