import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/settings/console-settings-page.tsx. */
export const settingsConsoleSettingsPageMessages = messagesOf('lender.settingsConsoleSettingsPage', {
  consoleSettings: 'Console settings',
  howYourConsoleBehavesAnd: 'How your console behaves, and the logo consumers see.',
});
