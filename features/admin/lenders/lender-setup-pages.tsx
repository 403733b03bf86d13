import { Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ConsoleSettingsSection } from '../../../console/lender-setup/console-settings-section.tsx';
import { EmbedderBlocklistTable } from '../../../console/lender-setup/embedder-blocklist-table.tsx';
import { LogoSection } from '../../../console/lender-setup/logo-section.tsx';
import type { ParamPageProps } from '../../../kit/console-page.ts';
import { can } from '../../../kit/permission.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { lendersLenderSetupPagesMessages as m } from '../messages/lenders-lender-setup-pages.ts';
import { BackToLender } from './back-to-lender.tsx';
import { useLender } from './use-lender.ts';

type Props = ParamPageProps<{ lenderId: string }>;

/**
 * /admin/console/lenders/{lenderId}/configuration: the lender's console settings and its logo, the same sections the
 * lender's own Settings page shows (the admin reaches /fi/{fiId}/… of any lender).
 */
export function LenderConfigurationPage({ client, params, session }: Props) {
  const { formatMessage: t } = useIntl();
  const lender = useLender(client, params.lenderId);
  const fiId = Number(params.lenderId);
  const editable = can(session, 'lenders');
  const name = lender.data?.name ?? 'Lender';
  return (
    <>
      <PageHeader
        title={t(m.configuration, { name })}
        description={t(m.theLenderSConsoleSettings)}
        actions={<BackToLender lenderId={params.lenderId} />}
      />
      <Stack gap="10" maxW="3xl">
        <ConsoleSettingsSection client={client} fiId={fiId} editable={editable} />
        <LogoSection client={client} fiId={fiId} lenderName={name} editable={editable} />
      </Stack>
    </>
  );
}

/** /admin/console/lenders/{lenderId}/embedderBlocklist: the embedders whose sites may not show the lender's offers. */
export function LenderEmbedderBlocklistPage({ client, params, session }: Props) {
  const { formatMessage: t } = useIntl();
  const lender = useLender(client, params.lenderId);
  return (
    <>
      <PageHeader
        title={t(m.embedderBlocklist, { value: lender.data?.name ?? 'Lender' })}
        description={t(m.theLenderSOffersAre)}
        actions={<BackToLender lenderId={params.lenderId} />}
      />
      <EmbedderBlocklistTable client={client} fiId={Number(params.lenderId)} editable={can(session, 'lenders')} />
    </>
  );
}
