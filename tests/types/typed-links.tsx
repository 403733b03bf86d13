import { Link, useNavigate } from '@tanstack/react-router';

/**
 * Compiled by `npm run typecheck`, never run: each `@ts-expect-error` below must stay an error, so the router's
 * route types stay registered (app/router.tsx). Were `Link` and `navigate` to accept any string again, these lines
 * would compile and the directives would fail the check (issue 27).
 */
export function TypedLinks() {
  const navigate = useNavigate();
  const go = () => {
    // @ts-expect-error no console route has this path
    void navigate({ to: '/lender/console/nope' });
    // @ts-expect-error the route's $fiBranchId param is missing
    void navigate({ to: '/lender/console/branches/$fiBranchId/edit' });
  };
  return (
    <>
      {/* @ts-expect-error no console route has this path */}
      <Link to="/admin/console/campaigns">Campaigns</Link>
      {/* @ts-expect-error a lender page's path does not exist under the admin console */}
      <Link to="/admin/console/loanLeads">Loan leads</Link>
      <Link to="/lender/console/branches/$fiBranchId/edit" params={{ fiBranchId: '1' }} onClick={go}>
        Edit branch
      </Link>
    </>
  );
}
