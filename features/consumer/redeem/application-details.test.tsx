// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RedeemApplication } from '../../../domain/marketplace/redeem-application.ts';
import { system } from '../../../ui/system.ts';
import { ApplicationDetails, type DetailErrors, detailErrorsOf } from './application-details.tsx';
import { DetailProviders } from './details-test-support.tsx';

afterEach(cleanup);
vi.mock('../services.ts', async () => (await import('./details-test-support.tsx')).servicesMock);

/** The questions with a Check button standing in for the step's Continue; `checked` gets the answers that pass. */
function Harness({
  required,
  deposit = false,
  checked,
}: {
  required: string[];
  deposit?: boolean;
  checked: (a: unknown) => void;
}) {
  const [application, setApplication] = useState<RedeemApplication>({ amount: '1000', term: 36, addOns: [] });
  const [errors, setErrors] = useState<DetailErrors>({});
  return (
    <ChakraProvider value={system}>
      <DetailProviders>
        <ApplicationDetails
          offerId="00000000-0000-4000-8000-000000000001"
          deposit={deposit}
          required={required}
          errors={errors}
          answers={application.answers ?? {}}
          onChange={(answers) => setApplication({ ...application, answers })}
        />
        <button
          type="button"
          onClick={() => {
            const found = detailErrorsOf(application, required);
            setErrors(found);
            if (Object.keys(found).length === 0) checked(application.answers ?? {});
          }}
        >
          Check
        </button>
      </DetailProviders>
    </ChakraProvider>
  );
}

describe('the application’s work and home questions', () => {
  it('offers the lender’s own lists, takes the answers, and explains a malformed one in place', async () => {
    const checked = vi.fn();
    render(<Harness required={[]} checked={checked} />);
    const status = await screen.findByRole('combobox', { name: 'Employment status' });
    expect(screen.getByRole('option', { name: 'Retired' })).toBeTruthy();
    expect(screen.queryByLabelText(/Mother's maiden name/)).toBeNull();
    await userEvent.selectOptions(status, 'FULL_TIME');
    await userEvent.type(screen.getByRole('textbox', { name: 'Employer' }), 'Front Range Hospital');
    await userEvent.type(screen.getByRole('textbox', { name: 'Months at this job' }), 'two years');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'What is the loan for?' }), 'MAJOR_PURCHASE');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Enter a whole number of months')).toBeTruthy();
    expect(checked).not.toHaveBeenCalled();
    const months = screen.getByRole('textbox', { name: 'Months at this job' });
    await userEvent.clear(months);
    await userEvent.type(months, '26');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(checked).toHaveBeenCalledWith({
      employmentStatus: 'FULL_TIME',
      employer: 'Front Range Hospital',
      employmentLength: '26',
      purposeType: 'MAJOR_PURCHASE',
    });
  });

  it('asks the mother’s maiden name and self-employment only as the lender’s workflow requires, and no purpose of a deposit', async () => {
    const checked = vi.fn();
    render(<Harness required={['mothersMaidenName', 'selfEmployed']} deposit checked={checked} />);
    await screen.findByRole('combobox', { name: 'Employment status' });
    expect(screen.queryByRole('combobox', { name: 'What is the loan for?' })).toBeNull();
    const maiden = screen.getByRole('textbox', { name: /Mother's maiden name/ });
    expect(maiden).toHaveProperty('required', true);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getAllByText('Please answer this question')).toHaveLength(2);
    await userEvent.type(maiden, 'Ortiz');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Are you self-employed/ }), 'No');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(checked).toHaveBeenCalledWith({ mothersMaidenName: 'Ortiz', selfEmployed: 'No' });
  });
});
