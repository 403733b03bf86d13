import { Link, linkOptions, useNavigate } from '@tanstack/react-router';
import { PRODUCT_WIZARD_PATH } from '../../features/lender/products/product-table.tsx';
import type { RouteLink } from '../../kit/route-link.ts';
import { AddLink, EditRowLink } from '../../kit/row-actions.tsx';
import { TabNav } from '../../kit/tab-nav.tsx';

/**
 * Compiled by `npm run typecheck`, never run: each `@ts-expect-error` below must stay an error, so the router's
 * route types stay registered (app/router.tsx). Were `Link` and `navigate` to accept any string again, these lines
 * would compile and the directives would fail the check (issue 27).
 */
export function TypedLinks({ somePath, tab }: { somePath: string; tab: '/lender' | '/nope' }) {
  const navigate = useNavigate();
  const go = () => {
    // @ts-expect-error no console route has this path
    void navigate({ to: '/lender/console/nope' });
    // @ts-expect-error the route's $fiBranchId param is missing
    void navigate({ to: '/lender/console/branches/$fiBranchId/edit' });
    // @ts-expect-error a path built from a constant is still a literal, and this one is no route
    void navigate({ to: `${PRODUCT_WIZARD_PATH}/nope` });
  };
  // Links passed around (decision 0511): a helper's `linkOptions` checks each path its sub-page union can make…
  const campaignTab = (ucCampaignId: string) =>
    // @ts-expect-error '/nope' is no page of a campaign
    linkOptions({ to: `/admin/console/uc/campaign/$ucCampaignId${tab}` as const, params: { ucCampaignId } });
  // …and a `RouteLink` (TabNav items, AddLink, EditRowLink, helpers' results) takes no plain string,
  // @ts-expect-error a string variable is not a route path
  const plain: RouteLink = { to: somePath };
  // no path that is not a route,
  // @ts-expect-error no console route has this path
  const missing: RouteLink = { to: '/admin/console/uc/campaign/$ucCampaignId/nope', params: { ucCampaignId: '1' } };
  // and no route without the params it needs.
  // @ts-expect-error the route's $lenderId param is missing
  const noParams: RouteLink = { to: '/admin/console/lenders/$lenderId/users/$userId/edit', params: { userId: '1' } };
  const links = [plain, missing, noParams, campaignTab('1')];
  return (
    <>
      {/* @ts-expect-error no console route has this path */}
      <Link to="/admin/console/campaigns">Campaigns</Link>
      {/* @ts-expect-error a lender page's path does not exist under the admin console */}
      <Link to="/admin/console/loanLeads">Loan leads</Link>
      <Link to="/lender/console/branches/$fiBranchId/edit" params={{ fiBranchId: '1' }} onClick={go}>
        Edit branch {links.length}
      </Link>
      <TabNav
        label="Campaign"
        items={[
          // @ts-expect-error a tab's link missing its route's $ucCampaignId
          { label: 'Lenders', link: { to: '/admin/console/uc/campaign/$ucCampaignId/lender' } },
          // @ts-expect-error a tab's link to a path held in a string
          { label: 'Details', link: { to: somePath } },
          {
            label: 'Prescreen',
            link: linkOptions({
              to: '/admin/console/uc/campaign/$ucCampaignId/prescreen',
              params: { ucCampaignId: '1' },
            }),
          },
        ]}
      />
      {/* @ts-expect-error an Add button to a page no route has */}
      <AddLink link={{ to: '/admin/console/campaigns/new' }}>Add</AddLink>
      {/* @ts-expect-error an edit link to a path held in a string */}
      <EditRowLink label="Edit" link={{ to: somePath }} />
    </>
  );
}
