import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { CampaignForm } from './campaign-form.tsx';

/** /admin/console/uc/campaign/new: a campaign starts CREATED; its status then moves by action or by its dates. */
export function NewCampaignPage({ client }: ConsolePageProps) {
  return (
    <>
      <PageHeader title="Add campaign" description="A new campaign starts as created." />
      <CampaignForm client={client} />
    </>
  );
}
