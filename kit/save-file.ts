/**
 * Saves text the app already holds (a CSV export) as a file: a temporary object URL on a clicked `download` link,
 * the one way every browser offers without a server round trip.
 */
export function saveTextFile(fileName: string, text: string, type: string): void {
  saveBlobFile(fileName, new Blob([text], { type }));
}

/** Saves bytes the app made (a QR code's PNG) as a file, the same way. */
export function saveBlobFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next tick: some browsers read the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** A base64 data URL ('data:image/png;base64,…') as a Blob, without fetch (which the CSP's connect-src may refuse). */
export function dataUrlBlob(dataUrl: string): Blob {
  const [head = '', body = ''] = dataUrl.split(',', 2);
  const type = /^data:([^;,]+)/.exec(head)?.[1] ?? 'application/octet-stream';
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}
