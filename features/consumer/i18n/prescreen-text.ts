import { useIntl } from 'react-intl';
import {
  OPT_OUT_PHONE,
  OPT_OUT_WEBSITE,
  type PrescreenNoticeEntry,
  shortNotice,
} from '../../../domain/compliance/prescreen-notice.ts';
import { prescreenMessages as m } from './messages/prescreen.ts';

/**
 * The prescreen notices in the page's language. The short notice arrives with the offer as the server's English; when
 * it is the wording the catalogue knows, its translation is shown, else (a newer wording, not yet translated) the
 * English as sent: never an old translation under a new wording.
 */
export function usePrescreenText() {
  const { formatMessage: t } = useIntl();
  const heading = t(m.heading);
  return {
    heading,
    short: (sent: string) =>
      sent === shortNotice() ? t(m.short, { phone: OPT_OUT_PHONE, heading, location: t(m.linkBelow) }) : sent,
    long: (entry: PrescreenNoticeEntry) => [
      t(m.long1, { heading }),
      t(m.long2, {
        agency: entry.agencyName,
        phone: OPT_OUT_PHONE,
        website: OPT_OUT_WEBSITE,
        address: entry.agencyAddress,
      }),
    ],
  };
}
