import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/lender-setup/console-settings-section.tsx. */
export const lenderSetupConsoleSettingsSectionMessages = defineMessages({
  settings: { id: 'console.lenderSetupConsoleSettingsSection.settings', defaultMessage: 'Settings' },
});
