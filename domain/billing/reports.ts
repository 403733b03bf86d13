/** Audit categories of 002 §3 (the material report's category filter): the lender catalogue's list. */
export { AUDIT_CATEGORIES } from '../catalog/lender.ts';

/** The reports' own messages in the seed's shape ("enter a valid label"). */
export const REPORT_MESSAGES = {
  badDate: (label: string) => `Enter a valid ${label} date (YYYY-MM-DD)`,
  dateOrder: 'The To date cannot be before the From date',
  noAudit: 'No such audit record',
} as const;

/** Masks a name or contact for reports that list people they do not serve (the admin's prequal leads). */
export function maskText(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  return `${trimmed.charAt(0)}${'*'.repeat(Math.max(trimmed.length - 1, 2))}`;
}
export function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  return domain ? `${maskText(user)}@${domain}` : maskText(email);
}
/** Only the last four digits stay. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length < 4 ? '****' : `***-***-${digits.slice(-4)}`;
}
