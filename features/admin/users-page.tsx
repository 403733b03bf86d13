import { NotAvailableYet } from '../../ui/not-available-yet.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

export function UsersPage() {
  return (
    <>
      <PageHeader title="Users" />
      <NotAvailableYet feature="The user list" />
    </>
  );
}
