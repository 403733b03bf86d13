import { describe, expect, it } from 'vitest';
import { contentDisposition } from './attachment.ts';

describe('contentDisposition', () => {
  it('keeps a plain name as it is in both forms', () => {
    expect(contentDisposition('report.csv')).toBe(`attachment; filename="report.csv"; filename*=UTF-8''report.csv`);
  });

  it('gives an ASCII fallback and the UTF-8 name for a name beyond Latin-1', () => {
    const header = contentDisposition('łódź-客户 (1).csv');
    expect(header).toBe(
      `attachment; filename="_odz-__ (1).csv"; filename*=UTF-8''%C5%82%C3%B3d%C5%BA-%E5%AE%A2%E6%88%B7%20%281%29.csv`,
    );
    // A Headers object accepts it (a raw non-Latin-1 value throws a TypeError).
    expect(new Headers({ 'content-disposition': header }).get('content-disposition')).toBe(header);
    const encoded = header.split("UTF-8''")[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe('łódź-客户 (1).csv');
  });

  it('cannot be broken out of by quotes, backslashes or line breaks', () => {
    expect(contentDisposition('a"b\\c\r\nd.csv')).toMatch(/^attachment; filename="a_b_c__d\.csv"; filename\*=UTF-8''/);
  });
});
