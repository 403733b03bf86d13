import type { RoutedConsumer } from './marketplace-facts.ts';

/** A consumer with offers generated, income and pay frequency known and no vehicle confirmed, unless overridden. */
export const routedConsumer = (overrides: Partial<RoutedConsumer> = {}): RoutedConsumer => ({
  hasIncome: true,
  hasPayFrequency: true,
  vehicleConfirmed: false,
  workflowState: ['OFFERS_GENERATED'],
  pendingOfferId: null,
  ...overrides,
});
