import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/settings/console-settings-page.tsx. */
export const settingsConsoleSettingsPageMessages = defineMessages({
  consoleSettings: { id: 'lender.settingsConsoleSettingsPage.consoleSettings', defaultMessage: 'Console settings' },
  howYourConsoleBehavesAnd: {
    id: 'lender.settingsConsoleSettingsPage.howYourConsoleBehavesAnd',
    defaultMessage: 'How your console behaves, and the logo consumers see.',
  },
});
