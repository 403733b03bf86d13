/**
 * Byte-level number reading for the bureau import's fast path (bureau-answer-reader.ts): a million-row answer file
 * is read as bytes, and most of its cells are plain decimals that can be copied into COPY text unchanged.
 */

export const isSpace = (byte: number) => byte === 32 || byte === 9 || byte === 13 || byte === 11 || byte === 12;
export const isDigit = (byte: number) => byte >= 48 && byte <= 57;
export const isHex = (byte: number) => isDigit(byte) || (byte >= 97 && byte <= 102) || (byte >= 65 && byte <= 70);
export const isLetter = (byte: number) => (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122);
const POW10 = Array.from({ length: 23 }, (_, k) => 10 ** k);

/**
 * A canonical decimal (`-?(0|[1-9]\d*)(\.\d*[1-9])?`, at most 15 digits) read from bytes, or NaN for anything else
 * (the caller then reads the cell as JavaScript's Number would). Canonical text is copied as it is: double precision
 * reads it to the same double as Number(text) does.
 */
export function canonicalNumber(buf: Buffer, start: number, end: number): number {
  let at = start;
  let negative = false;
  if (buf[at] === 45) {
    negative = true;
    at++;
  }
  if (at >= end || !isDigit(buf[at] as number)) return Number.NaN;
  if (buf[at] === 48 && at + 1 < end && buf[at + 1] !== 46) return Number.NaN;
  let mantissa = 0;
  let digits = 0;
  let scale = 0;
  for (; at < end && isDigit(buf[at] as number); at++, digits++) mantissa = mantissa * 10 + ((buf[at] as number) - 48);
  if (at < end) {
    if (buf[at] !== 46 || at + 1 >= end || buf[end - 1] === 48) return Number.NaN;
    for (at++; at < end; at++, digits++, scale++) {
      if (!isDigit(buf[at] as number)) return Number.NaN;
      mantissa = mantissa * 10 + ((buf[at] as number) - 48);
    }
  }
  if (digits > 15 || (negative && mantissa === 0)) return Number.NaN;
  const value = scale === 0 ? mantissa : mantissa / (POW10[scale] as number);
  return negative ? -value : value;
}
