import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/qr-code-card.tsx. */
export const qrCodeCardMessages = messagesOf('console.qrCodeCard', {
  qrCode: 'QR code: {title}',
  png: 'PNG',
  downloadPng: 'Download PNG: {title}',
  svg: 'SVG',
  downloadSvg: 'Download SVG: {title}',
});
