import { useIntl } from 'react-intl';
import { formatOffersValidUntil } from '../../domain/format/campaign-dates.ts';
import { formatDate, formatDateLong } from '../../domain/format/date.ts';
import { formatPercent, formatUsd, formatUsdShort } from '../../domain/format/money.ts';

/**
 * The shared formatters of domain/format bound to the page's language: one place decides how a consumer reads an
 * amount or a day, and the English pages keep the exact en-US text the seed shows.
 */
export function useFormats() {
  const { locale } = useIntl();
  return {
    locale,
    usd: (value: Parameters<typeof formatUsd>[0], options: { readonly cents?: boolean } = {}) =>
      formatUsd(value, { ...options, locale }),
    usdShort: formatUsdShort,
    percent: formatPercent,
    date: (value: Date | string | number) => formatDate(value, locale),
    dateLong: (value: Date | string | number) => formatDateLong(value, locale),
    validUntil: (expiresAt: Parameters<typeof formatOffersValidUntil>[0]) => formatOffersValidUntil(expiresAt, locale),
  };
}
