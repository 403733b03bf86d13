import { describe, expect, it } from 'vitest';
import { permissionsForRoles } from '../domain/permissions.ts';
import { type NavSpec, navForSession, visibleNav } from './console-nav.ts';

const nav: readonly NavSpec[] = [
  { label: 'Dashboard', path: 'dashboard', permission: { dashboard: ['read'] } },
  { label: 'Loan Leads', path: 'loanLeads', permission: { loanLeads: ['read'] } },
  {
    label: 'General Setup',
    children: [{ label: 'Branches', path: 'branches', permission: { generalSetup: ['read'] } }],
  },
  { label: 'Your Profile', path: 'profile' },
];

describe('visibleNav', () => {
  it('shows everything to a lender Admin', () => {
    const items = visibleNav(nav, '/lender/console', permissionsForRoles(['Admin']));
    expect(items.map((i) => i.label)).toEqual(['Dashboard', 'Loan Leads', 'General Setup', 'Your Profile']);
    expect(items[2]?.children?.[0]?.href).toBe('/lender/console/branches');
  });

  it('hides entries and empty groups a LoanLeadAnalyst cannot open', () => {
    const items = visibleNav(nav, '/lender/console', permissionsForRoles(['LoanLeadAnalyst']));
    expect(items.map((i) => i.label)).toEqual(['Dashboard', 'Loan Leads', 'Your Profile']);
  });
});

describe('navForSession', () => {
  const admin = { permissions: permissionsForRoles(['Admin']) };
  /** An Admin's lender console navigation, as the change-password page shows it. */
  const lenderNav = ({ passwordChangeRequired }: { passwordChangeRequired: boolean }) =>
    navForSession(nav, '/lender/console', { ...admin, passwordChangeRequired }, '/lender/console/change-password');

  it('shows only the password change while a temporary password must be replaced (issue 30 item 7)', () => {
    const items = lenderNav({ passwordChangeRequired: true });
    expect(items).toEqual([
      {
        label: expect.objectContaining({ defaultMessage: 'Change password' }),
        href: '/lender/console/change-password',
      },
    ]);
  });

  it('shows the whole permitted navigation otherwise', () => {
    const items = lenderNav({ passwordChangeRequired: false });
    expect(items.map((i) => i.label)).toEqual(['Dashboard', 'Loan Leads', 'General Setup', 'Your Profile']);
  });
});
