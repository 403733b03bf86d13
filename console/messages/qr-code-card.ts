import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/qr-code-card.tsx. */
export const qrCodeCardMessages = defineMessages({
  qrCode: { id: 'console.qrCodeCard.qrCode', defaultMessage: 'QR code: {title}' },
  png: { id: 'console.qrCodeCard.png', defaultMessage: 'PNG' },
  downloadPng: { id: 'console.qrCodeCard.downloadPng', defaultMessage: 'Download PNG: {title}' },
  svg: { id: 'console.qrCodeCard.svg', defaultMessage: 'SVG' },
  downloadSvg: { id: 'console.qrCodeCard.downloadSvg', defaultMessage: 'Download SVG: {title}' },
});
