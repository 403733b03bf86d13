import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/lenders/lender-settings-page.tsx. */
export const lendersLenderSettingsPageMessages = messagesOf('admin.lendersLenderSettingsPage', {
  howTheLenderTakesPart: 'How the lender takes part in campaigns and offers.',
  savingTheSettings: 'Saving the settings…',
  settingsSaved: 'Settings saved',
  couldNotSaveTheSettings: 'Could not save the settings',
  acceptsMlaBorrowers: 'Accepts MLA borrowers',
  autoEnroll: 'Auto-enroll',
  nationalPresence: 'National presence',
  localPriority: 'Local priority',
  offersReachConsumersCoveredBy: 'Offers reach consumers covered by the Military Lending Act.',
  theLenderIsEnrolledIn: 'The lender is enrolled in each new campaign with its previous configuration.',
  theLenderLendsNationwideTurning: 'The lender lends nationwide. Turning it on locks local priority.',
  theLenderSOffersCome: 'The lender’s offers come first near its branches.',
  saveSettings: 'Save settings',
  nameSettings: '{name}: settings',
  lenderSettings: 'Lender settings',
});
