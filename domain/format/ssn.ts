/**
 * Masks all but the last four digits of an SSN (001 §5): '123-45-6789' → '***-**-6789'. Anything without nine
 * digits is masked entirely, so a malformed value never leaks.
 */
export const maskSsn = (ssn: string | null | undefined): string => {
  const digits = (ssn ?? '').replace(/\D/g, '');
  if (digits.length !== 9) return '***-**-****';
  return `***-**-${digits.slice(5)}`;
};

/** The last four digits alone, as consoles show them ("SSN last 4"); undefined when not nine digits. */
export const ssnLastFour = (ssn: string | null | undefined): string | undefined => {
  const digits = (ssn ?? '').replace(/\D/g, '');
  return digits.length === 9 ? digits.slice(5) : undefined;
};
