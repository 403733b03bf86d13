import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/lender-setup/logo-section.tsx. */
export const lenderSetupLogoSectionMessages = messagesOf('console.lenderSetupLogoSection', {
  logo: 'Logo',
  pngJpegOrWebpExactly:
    'PNG, JPEG or WebP, exactly {width} × {height} pixels, up to 5 MB. Offers show it on their cards.',
  logo2: '{lenderName} logo',
  logoFile: 'Logo file',
  uploadingTheLogo: 'Uploading the logo…',
  logoUpdated: 'Logo updated',
  couldNotUploadTheLogo: 'Could not upload the logo',
  loadingTheLogo: 'Loading the logo…',
  noLogoUploadedYet: 'No logo uploaded yet.',
  replaceLogo: 'Replace logo',
  uploadLogo: 'Upload logo',
  thereWasAnErrorGetting: 'There was an error getting the logo',
});
