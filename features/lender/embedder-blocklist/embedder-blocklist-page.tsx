import { useIntl } from 'react-intl';
import { EmbedderBlocklistTable } from '../../../console/lender-setup/embedder-blocklist-table.tsx';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { can } from '../../../kit/permission.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { embedderBlocklistEmbedderBlocklistPageMessages as m } from '../messages/embedder-blocklist-embedder-blocklist-page.ts';

/** /lender/console/embedderBlocklist: the embedders whose sites may show the lender's offers. */
export function EmbedderBlocklistPage({ client, fiId = 0, session }: ConsolePageProps) {
  const { formatMessage: t } = useIntl();
  return (
    <>
      <PageHeader title={t(m.embedderBlocklist)} description={t(m.yourOffersAreNotShown)} />
      <EmbedderBlocklistTable client={client} fiId={fiId} editable={can(session, 'generalSetup')} />
    </>
  );
}
