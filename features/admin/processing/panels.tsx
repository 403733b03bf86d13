import { Link as ChakraLink } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import { OfferMetricsTable } from '../../../console/offer-metrics-table.tsx';
import { PublicKeyCard } from '../../../console/public-key-card.tsx';
import { DateTimeField } from '../../../kit/date-time-field.tsx';
import { processingPanelsMessages as m } from '../messages/processing-panels.ts';
import { offerMetricsQuery, pgpKeyQuery } from './processing-queries.ts';

/** The platform's PGP public key, to give embedders. */
export function PgpKeyPanel({ client }: { client: ApiClient }) {
  const { formatMessage: t } = useIntl();
  const pgp = useQuery(pgpKeyQuery(client));
  if (!pgp.data) return null;
  const { publicKey, fingerprint } = pgp.data;
  const file = 'offerwell-processing.asc';
  return (
    <PublicKeyCard publicKey={publicKey} fingerprint={fingerprint} fileName={file} label={t(m.platformPgpPublicKey)} />
  );
}

/** The bureau steps' way to the connection they use (the admin nav lists no processing pages). */
export function BureauConnectionLink() {
  const { formatMessage: t } = useIntl();
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="600" alignSelf="flex-start">
      <Link to="/admin/console/processing/bureau">{t(m.creditBureauConnection)}</Link>
    </ChakraLink>
  );
}

/** When the e-mails go out (local time; now when empty). */
export function PublishAtInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { formatMessage: t } = useIntl();
  return (
    <DateTimeField
      label={t(m.publishTheEMailsAt)}
      hint={t(m.leaveEmptyToPublishNow)}
      value={value}
      onChange={onChange}
    />
  );
}

/** The offer metrics metrics-calc wrote, per lender and product. */
export function MetricsTable({
  client,
  campaignId,
  version,
}: {
  client: ApiClient;
  campaignId: string;
  version: string;
}) {
  const metrics = useQuery(offerMetricsQuery(client, campaignId, version));
  return metrics.data?.metrics.length ? <OfferMetricsTable metrics={metrics.data.metrics} /> : null;
}
