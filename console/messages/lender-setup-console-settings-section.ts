import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/lender-setup/console-settings-section.tsx. */
export const lenderSetupConsoleSettingsSectionMessages = messagesOf('console.lenderSetupConsoleSettingsSection', {
  settings: 'Settings',
  savingTheSettings: 'Saving the settings…',
  settingsSaved: 'Settings saved',
  couldNotSaveTheSettings: 'Could not save the settings',
  localPriority: 'Local priority',
  localPriorityHelp: 'The lender’s offers come first for consumers near its branches.',
  defaultLoanLeadView: 'Default loan lead view',
  timeZone: 'Time zone',
  idleTimeoutMinutes: 'Idle timeout (minutes)',
  n5To60: '5 to 60',
  thereWasAnErrorGetting: 'There was an error getting the console settings',
  saveSettings: 'Save settings',
});
