import { labelOf as domainLabelOf } from '../../../domain/format/labels.ts';

/** The admin's lender screens name enumeration values through the domain catalogue (domain/format/labels.ts). */
export const labelOf = (value: string | null | undefined): string => (value ? domainLabelOf(value) : '—');
