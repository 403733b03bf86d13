/** The longest file name kept for an upload (characters, extension included). */
export const MAX_FILE_NAME_LENGTH = 100;

/**
 * An uploaded file's name as it is stored and shown (issue 17 item 14): no folder parts (a browser or a crafted
 * request may send `C:\Users\…\x.pdf` or `../../x.pdf`), no control or bidirectional-override characters (a name
 * shown reversed hides its real extension), spaces collapsed, at most MAX_FILE_NAME_LENGTH characters, and the
 * extension of what the bytes really are. An empty result becomes `document.<ext>`.
 */
export function cleanFileName(raw: string, extension: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const visible = base
    .normalize('NFC')
    .replace(/[\t\n\v\f\r]/g, ' ')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const dot = visible.lastIndexOf('.');
  const stem = (dot > 0 ? visible.slice(0, dot) : visible).trim();
  const suffix = `.${extension.toLowerCase()}`;
  const room = MAX_FILE_NAME_LENGTH - suffix.length;
  const kept = Array.from(stem).slice(0, room).join('').trim();
  return `${kept || 'document'}${suffix}`;
}
