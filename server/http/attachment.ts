export const CSV_TYPE = 'text/csv';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Characters RFC 5987 lets through unescaped in an ext-value (attr-char); everything else is percent-encoded. */
const NOT_ATTR_CHAR = /['()*]/g;

/**
 * The Content-Disposition of a download (RFC 6266): a quoted ASCII `filename` for old clients (accents dropped,
 * anything else outside printable ASCII, quotes and backslashes replaced by `_`) and `filename*=UTF-8''…` with the
 * real name percent-encoded (RFC 5987). A header value must be Latin-1, so a raw `łódź-客户.csv` would throw (issue 29).
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    NOT_ATTR_CHAR,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The headers of a file download: its media type and its name. */
export const attachmentHeaders = (contentType: string, fileName: string): Record<string, string> => ({
  'content-type': contentType,
  'content-disposition': contentDisposition(fileName),
});

/** The byte-order mark Excel needs to read a CSV as UTF-8 (without it, "Zoë" opens as "ZoÃ«"); our uploads strip it. */
export const UTF8_BOM = '\uFEFF';

/** A CSV download: UTF-8 text with a byte-order mark, named as RFC 6266 says. */
export const csvAttachment = (text: string, fileName: string): Response =>
  new Response(`${UTF8_BOM}${text}`, { headers: attachmentHeaders(`${CSV_TYPE}; charset=utf-8`, fileName) });
