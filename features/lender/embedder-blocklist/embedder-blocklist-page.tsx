import { EmbedderBlocklistTable } from '../../../console/lender-setup/embedder-blocklist-table.tsx';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { can } from '../../../kit/permission.ts';
import { PageHeader } from '../../../ui/page-header.tsx';

/** /lender/console/embedderBlocklist: the embedders whose sites may show the lender's offers. */
export function EmbedderBlocklistPage({ client, fiId = 0, session }: ConsolePageProps) {
  return (
    <>
      <PageHeader
        title="Embedder Blocklist"
        description="Your offers are not shown on the sites of the embedders you block."
      />
      <EmbedderBlocklistTable client={client} fiId={fiId} editable={can(session, 'generalSetup')} />
    </>
  );
}
