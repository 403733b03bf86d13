import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import type { CertificateFonts } from '../../../domain/certificate/certificate-pdf.ts';

const bytesOf = async (url: string): Promise<Uint8Array> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Font ${url} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
};

/**
 * DejaVu Sans, regular and bold (free licence; Latin Extended and Vietnamese), fetched only when a consumer
 * downloads the certificate: Vite emits the TTFs as hashed assets, so the journey's pages carry none of their weight.
 */
export async function loadCertificateFonts(): Promise<CertificateFonts> {
  const [regular, bold] = await Promise.all([bytesOf(regularUrl), bytesOf(boldUrl)]);
  return { regular, bold };
}
