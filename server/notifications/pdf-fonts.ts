import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { CertificateFonts } from '../../domain/certificate/certificate-pdf.ts';

const require = createRequire(import.meta.url);
/** DejaVu Sans (free licence; Latin Extended and Vietnamese): a lender named "Łódź Kredyt" prints as it is named. */
const FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};
let fontBytes: Promise<CertificateFonts> | undefined;

/** The server's PDF fonts (invoices, certificates), read once per process; a failed read is retried next time. */
export const loadPdfFonts = (): Promise<CertificateFonts> => {
  fontBytes ??= Promise.all([readFile(FONT_FILES.regular), readFile(FONT_FILES.bold)])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      fontBytes = undefined;
      throw error;
    });
  return fontBytes;
};
