import { Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ConsoleSettingsSection } from '../../../console/lender-setup/console-settings-section.tsx';
import { LogoSection } from '../../../console/lender-setup/logo-section.tsx';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { can } from '../../../kit/permission.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { settingsConsoleSettingsPageMessages as m } from '../messages/settings-console-settings-page.ts';

/** /lender/console/settings: console settings (GET/PUT /fi/{fiId}/consoleSettings) and the logo. */
export function ConsoleSettingsPage({ client, fiId = 0, session, tenant }: ConsolePageProps) {
  const { formatMessage: t } = useIntl();
  const editable = can(session, 'generalSetup');
  return (
    <>
      <PageHeader title={t(m.consoleSettings)} description={t(m.howYourConsoleBehavesAnd)} />
      <Stack gap="10" maxW="3xl">
        <ConsoleSettingsSection client={client} fiId={fiId} editable={editable} />
        <LogoSection client={client} fiId={fiId} lenderName={tenant?.name ?? 'Lender'} editable={editable} />
      </Stack>
    </>
  );
}
