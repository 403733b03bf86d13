/** How the admin's lender screens name the seed's enumeration values. */
export const LABELS: Readonly<Record<string, string>> = {
  CREDIT_UNION: 'Credit union',
  BANK: 'Bank',
  NBFI: 'Non-bank lender (NBFI)',
  EXPERIAN: 'Experian',
  TRANSUNION: 'TransUnion',
  STANDARD_FLAT: 'Standard flat',
  DISCOUNTED_FLAT: 'Discounted flat',
  VOLUME_PRODUCT_BASED: 'Volume, product based',
  VOLUME_TIER_BASED: 'Volume, tier based',
  NO_COVERAGE: 'No coverage',
  PROSPECT: 'Prospect',
  ONBOARDED: 'Lender',
};

export const labelOf = (value: string | null | undefined): string => (value ? (LABELS[value] ?? value) : '—');
