import { Separator, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import type { ListSearch } from '../../../kit/list-search.ts';
import { can } from '../../../kit/permission.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { postbacksPostbacksPageMessages as m } from '../messages/postbacks-postbacks-page.ts';
import { DeliveryLog } from './delivery-log.tsx';
import { PostbackSettings } from './postback-settings.tsx';

/**
 * /embedder/console/keys/postbacks (issue 16; docs/decisions/0318-route-postbacks.md): where offer events are POSTed,
 * the secret they are signed with, and every delivery with its attempts.
 */
export function PostbacksPage({
  client,
  embedderId = 0,
  session,
  search,
  navigateSearch,
}: ConsolePageProps<ListSearch>) {
  const { formatMessage: t } = useIntl();
  const editable = can(session, 'keys');
  return (
    <Stack gap="8">
      <PageHeader title={t(m.postbacks)} description={t(m.wePostASignedJson)} />
      <PostbackSettings client={client} embedderId={embedderId} editable={editable} />
      <Separator />
      <DeliveryLog
        client={client}
        embedderId={embedderId}
        editable={editable}
        search={search}
        navigateSearch={navigateSearch}
      />
    </Stack>
  );
}
