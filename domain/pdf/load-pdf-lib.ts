/**
 * pdf-lib with fontkit, loaded by the first PDF made (a certificate, an invoice) rather than when the server starts
 * or a page opens: together they were ~1 s of a server start (decision 0563).
 */
export async function loadPdfLib() {
  const [lib, { default: fontkit }] = await Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]);
  return { ...lib, fontkit };
}
