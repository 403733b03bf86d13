import { Box, Grid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ConsolePageProps } from '../../kit/console-page.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { clientSupportClientSupportPageMessages as m } from '../messages/client-support-client-support-page.ts';
import { HelpChatPanel } from './help-chat-panel.tsx';
import { HelpFaq } from './help-faq.tsx';
import { SupportContactsCard } from './support-contacts-card.tsx';

/**
 * /lender/console/clientSupport and /embedder/console/clientSupport (002 §2): the same page in both consoles — the
 * help chat over Offerwell's help articles, the partner FAQ and how to reach support.
 */
export function ClientSupportPage({ session, client, fiId, embedderId }: ConsolePageProps) {
  const { formatMessage: t } = useIntl();
  const realm = session.realm === 'embedder' ? 'embedder' : 'fi';
  const tenant = realm === 'fi' ? fiId : embedderId;
  // 000 §3: the session's chat session id; a session stored before it existed gets one for this visit.
  const [chatSessionId] = useState(() => session.chatSessionId ?? `${session.userId}-${session.realm}-${Date.now()}`);
  return (
    <Box>
      <PageHeader title={t(m.clientSupport)} description={t(m.askTheHelpChatRead)} />
      {tenant === undefined ? (
        <LoadFailure message={t(m.yourSessionNamesNoOrganization)} />
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
          <HelpChatPanel client={client} target={{ realm, tenant, chatSessionId }} />
          <Stack gap="6">
            <SupportContactsCard />
            <HelpFaq realm={realm} />
          </Stack>
        </Grid>
      )}
    </Box>
  );
}
