// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MONTHS, US_STATE_CODES, US_STATES } from '../domain/catalog/us-states.ts';
import { phoneSchema } from '../domain/validation/contact.ts';
import { requiredMessage } from '../domain/validation/messages.ts';
import { formObject } from '../domain/validation/primitives.ts';
import { normalizeHexColor } from './field-control.tsx';
import { renderWithUi } from './form-test-support.tsx';
import { SchemaForm } from './schema-form.tsx';

afterEach(cleanup);

const eligibilitySchema = formObject(
  {
    eligibleStates: v.pipe(v.array(v.picklist(US_STATE_CODES)), v.minLength(1, requiredMessage('Eligible states'))),
    homeState: v.picklist(US_STATE_CODES, requiredMessage('Home state')),
    fiscalYearStart: v.picklist(MONTHS, requiredMessage('Fiscal year start')),
    phone: phoneSchema,
    brandColor: v.pipe(v.string(), v.regex(/^#[0-9A-F]{6}$/, 'Enter a valid brand color')),
    memberCount: v.optional(v.pipe(v.number(), v.integer())),
    openedOn: v.optional(v.pipe(v.string(), v.isoDate())),
    national: v.boolean(),
    active: v.boolean(),
  },
  { eligibleStates: 'Eligible states' },
);

const blank = {
  eligibleStates: [],
  homeState: '',
  fiscalYearStart: '',
  phone: '',
  brandColor: '',
  memberCount: undefined,
  openedOn: '',
  national: false,
  active: true,
};

function renderEligibilityForm(onSubmit = vi.fn()) {
  renderWithUi(
    <SchemaForm
      schema={eligibilitySchema}
      defaultValues={blank}
      onSubmit={onSubmit}
      submitLabel="Save"
      fields={[
        { name: 'eligibleStates', label: 'Eligible states', kind: 'states' },
        { name: 'homeState', label: 'Home state', kind: 'state' },
        { name: 'fiscalYearStart', label: 'Fiscal year start', kind: 'month' },
        { name: 'phone', label: 'Phone number', kind: 'phone' },
        { name: 'brandColor', label: 'Brand color', kind: 'color' },
        { name: 'memberCount', label: 'Member count', kind: 'number' },
        { name: 'openedOn', label: 'Opened on', kind: 'date' },
        { name: 'national', label: 'National presence', kind: 'checkbox' },
        { name: 'active', label: 'Active', kind: 'switch' },
      ]}
    />,
  );
  return onSubmit;
}

const states = () => screen.getByRole('group', { name: /Eligible states/ });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('field kinds', () => {
  it('offers every state and DC in the states multi-select, with select all and clear', async () => {
    renderEligibilityForm();
    expect(within(states()).getAllByRole('checkbox')).toHaveLength(US_STATES.length);
    expect(within(states()).getByRole('checkbox', { name: 'District of Columbia' })).toBeTruthy();
    await userEvent.click(within(states()).getByRole('button', { name: 'Select all' }));
    expect(within(states()).getByText(`${US_STATES.length} of ${US_STATES.length} selected`)).toBeTruthy();
    await userEvent.click(within(states()).getByRole('button', { name: 'Clear' }));
    expect(within(states()).getByText(`0 of ${US_STATES.length} selected`)).toBeTruthy();
  });

  it('normalises a phone number to 3-3-4 when the user leaves the box', async () => {
    renderEligibilityForm();
    const phone = screen.getByRole('textbox', { name: /Phone number/ }) as HTMLInputElement;
    await userEvent.type(phone, '+1 (555) 123 4567');
    await userEvent.tab();
    expect(phone.value).toBe('555-123-4567');
    await userEvent.clear(phone);
    await userEvent.type(phone, '555-12');
    await userEvent.tab();
    expect(phone.value).toBe('555-12');
    expect(screen.getByText('Enter a valid phone number')).toBeTruthy();
  });

  it('writes a colour as #RRGGBB from the text box or the picker', async () => {
    expect(normalizeHexColor('0f7')).toBe('#00FF77');
    expect(normalizeHexColor(' #0f7c76 ')).toBe('#0F7C76');
    expect(normalizeHexColor('teal')).toBe('teal');
    renderEligibilityForm();
    const hex = screen.getByRole('textbox', { name: /Brand color/ }) as HTMLInputElement;
    await userEvent.type(hex, '0f7c76');
    await userEvent.tab();
    expect(hex.value).toBe('#0F7C76');
    const picker = screen.getByLabelText('Brand color picker') as HTMLInputElement;
    expect(picker.value).toBe('#0f7c76');
    fireEvent.change(picker, { target: { value: '#112233' } });
    expect(hex.value).toBe('#112233');
  });

  it('says what is missing after a submit, in the seed words', async () => {
    const onSubmit = renderEligibilityForm();
    await save();
    expect(await screen.findByText('Eligible states is required')).toBeTruthy();
    expect(screen.getByText('Home state is required')).toBeTruthy();
    expect(screen.getByText('Fiscal year start is required')).toBeTruthy();
    expect(screen.getByText('phone number is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits codes, names, numbers and yes/no values in their schema types', async () => {
    const onSubmit = renderEligibilityForm();
    await userEvent.click(within(states()).getByRole('checkbox', { name: 'Texas' }));
    await userEvent.click(within(states()).getByRole('checkbox', { name: 'Alaska' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Home state/ }), 'Texas');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Fiscal year start/ }), 'July');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone number/ }), '5551234567');
    await userEvent.type(screen.getByRole('textbox', { name: /Brand color/ }), '#0F7C76');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Member count' }), '1200');
    fireEvent.change(screen.getByLabelText('Opened on'), { target: { value: '2024-03-01' } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'National presence' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Active' }));
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      eligibleStates: ['AK', 'TX'],
      homeState: 'TX',
      fiscalYearStart: 'July',
      phone: '555-123-4567',
      brandColor: '#0F7C76',
      memberCount: 1200,
      openedOn: '2024-03-01',
      national: true,
      active: false,
    });
  });
});
