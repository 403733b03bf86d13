/** Length of a TOTP code (RFC 6238 default). */
export const CODE_LENGTH = 6;

/**
 * Writes typed or pasted text into the digit boxes starting at `index`, ignoring non-digits, and says which box
 * should take focus next. Pasting a whole code into any box fills from that box onwards.
 */
export function applyCodeInput(
  digits: readonly string[],
  index: number,
  text: string,
): { digits: string[]; focus: number } {
  const next = Array.from({ length: CODE_LENGTH }, (_, i) => digits[i] ?? '');
  const incoming = text.replace(/\D/g, '');
  if (incoming === '') {
    next[index] = '';
    return { digits: next, focus: index };
  }
  let position = index;
  for (const digit of incoming) {
    if (position >= CODE_LENGTH) break;
    next[position] = digit;
    position += 1;
  }
  return { digits: next, focus: Math.min(position, CODE_LENGTH - 1) };
}

export function isCodeComplete(digits: readonly string[]): boolean {
  return digits.length === CODE_LENGTH && digits.every((d) => /^\d$/.test(d));
}
