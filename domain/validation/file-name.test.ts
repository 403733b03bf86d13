import { describe, expect, it } from 'vitest';
import { cleanFileName, MAX_FILE_NAME_LENGTH } from './file-name.ts';

describe('cleanFileName', () => {
  it('drops folder parts of either kind', () => {
    expect(cleanFileName('../../etc/passwd.pdf', 'pdf')).toBe('passwd.pdf');
    expect(cleanFileName('C:\\Users\\maria\\pay stub.pdf', 'pdf')).toBe('pay stub.pdf');
  });

  it('drops control and bidirectional-override characters and collapses spaces', () => {
    expect(cleanFileName('bill\u0000\u0007\r\n  june.png', 'png')).toBe('bill june.png');
    expect(cleanFileName('invoice\u202Efdp.exe', 'pdf')).toBe('invoicefdp.pdf');
  });

  it('uses the extension of what the bytes are, and a default name when nothing is left', () => {
    expect(cleanFileName('photo.pdf', 'jpg')).toBe('photo.jpg');
    expect(cleanFileName('...', 'pdf')).toBe('document.pdf');
    expect(cleanFileName('', 'png')).toBe('document.png');
    expect(cleanFileName('.hidden', 'png')).toBe('hidden.png');
  });

  it('limits the length, keeping the extension', () => {
    const long = cleanFileName(`${'a'.repeat(500)}.pdf`, 'pdf');
    expect(long).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});
