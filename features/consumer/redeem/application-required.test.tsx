// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Offer } from '../../../api/consumer.ts';
import { defaultApplication, type RedeemApplication } from '../../../domain/marketplace/redeem-application.ts';
import { system } from '../../../ui/system.ts';
import { DetailProviders } from './details-test-support.tsx';
import { ApplicationScreen } from './intro-steps.tsx';
import { type RedeemJourney, RedeemJourneyContext } from './redeem-context.ts';

afterEach(cleanup);
// The step's work-and-home questions read the lender's lists through the consumer's client (application-details.tsx).
vi.mock('../services.ts', async () => (await import('./details-test-support.tsx')).servicesMock);

/** A personal loan whose lender's marketplace workflow requires the ID type and the occupancy (002 §3). */
const offer = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Personal Loan',
  productType: 'Unsecured_Loan',
  category: 'PERSONAL_LOANS',
  tierType: 'PRESCREEN',
  status: 'ELIGIBLE',
  financialInstitution: { name: 'Summit Credit Union' },
  terms: [{ term: 36, minimum: '1000', limit: '10000', apr: '7.99' }],
  addOns: [],
  application: { requiredFields: ['idType', 'occupancy'], poBoxAccepted: true },
} as unknown as Offer;

/** The journey at its application step; `refused` is the server's answer when it would not keep the application. */
function Journey({
  send,
  rules,
  refused = null,
}: {
  send: (event: unknown) => void;
  rules: Offer['application'];
  refused?: string | null;
}) {
  const shown = { ...offer, application: rules } as Offer;
  const [application, setApplication] = useState<RedeemApplication | null>(defaultApplication(shown));
  const journey = {
    prefix: '/consumer',
    actor: { send },
    snapshot: {
      matches: (state: unknown) => state === 'application',
      context: { error: refused ? { code: 'VALIDATION_FAILED', message: refused } : null },
    },
    offer: shown,
    continuingPending: false,
    application,
    setApplication,
  } as unknown as RedeemJourney;
  return (
    <ChakraProvider value={system}>
      <DetailProviders>
        <RedeemJourneyContext.Provider value={journey}>
          <ApplicationScreen />
        </RedeemJourneyContext.Provider>
      </DetailProviders>
    </ChakraProvider>
  );
}

describe('the consumer application step with a lender’s workflow', () => {
  it('marks the workflow’s questions required, asks occupancy of a non-home loan, and holds Next until answered', async () => {
    const send = vi.fn();
    render(<Journey send={send} rules={offer.application} />);
    const id = screen.getByRole('combobox', { name: /Your ID/ });
    const occupancy = screen.getByRole('combobox', { name: /How do you occupy the home/ });
    const contact = screen.getByRole('combobox', { name: /How may the lender contact you/ });
    expect(id).toHaveProperty('required', true);
    expect(occupancy).toHaveProperty('required', true);
    expect(contact).toHaveProperty('required', false);
    // Property type is neither a home loan's question here nor required.
    expect(screen.queryByRole('combobox', { name: /Property type/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('ID type is required')).toBeTruthy();
    expect(screen.getByText('Occupancy is required')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    await userEvent.selectOptions(id, 'Drivers License');
    await userEvent.selectOptions(occupancy, 'RENT');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(send).toHaveBeenCalledWith({ type: 'redeem.next' });
  });

  it('asks nothing as required without a workflow (the built-in application)', async () => {
    const send = vi.fn();
    render(<Journey send={send} rules={undefined} />);
    expect(screen.getByRole('combobox', { name: /Your ID/ })).toHaveProperty('required', false);
    expect(screen.queryByRole('combobox', { name: /How do you occupy the home/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(send).toHaveBeenCalledWith({ type: 'redeem.next' });
  });

  it('shows why the server would not keep the application, on the amount', () => {
    render(<Journey send={vi.fn()} rules={undefined} refused="Enter an amount between $1,000 and $10,000." />);
    expect(screen.getByText('Enter an amount between $1,000 and $10,000.')).toBeTruthy();
  });
});
