import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/lender-setup/logo-section.tsx. */
export const lenderSetupLogoSectionMessages = defineMessages({
  logo: { id: 'console.lenderSetupLogoSection.logo', defaultMessage: 'Logo' },
  pngJpegOrWebpExactly: {
    id: 'console.lenderSetupLogoSection.pngJpegOrWebpExactly',
    defaultMessage: 'PNG, JPEG or WebP, exactly {width} × {height} pixels, up to 5 MB. Offers show it on their cards.',
  },
  logo2: { id: 'console.lenderSetupLogoSection.logo2', defaultMessage: '{lenderName} logo' },
  logoFile: { id: 'console.lenderSetupLogoSection.logoFile', defaultMessage: 'Logo file' },
});
