import { useIntl } from 'react-intl';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { campaignsNewCampaignPageMessages as m } from '../messages/campaigns-new-campaign-page.ts';
import { CampaignForm } from './campaign-form.tsx';

/** /admin/console/uc/campaign/new: a campaign starts CREATED; its status then moves by action or by its dates. */
export function NewCampaignPage({ client }: ConsolePageProps) {
  const { formatMessage: t } = useIntl();
  return (
    <>
      <PageHeader title={t(m.addCampaign)} description={t(m.aNewCampaignStartsAs)} />
      <CampaignForm client={client} />
    </>
  );
}
