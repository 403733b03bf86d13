import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/lender-setup/console-settings-section.tsx. */
export const lenderSetupConsoleSettingsSectionMessages = messagesOf('console.lenderSetupConsoleSettingsSection', {
  settings: 'Settings',
});
