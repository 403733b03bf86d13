import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { exportUcCampaign } from '../../../api/campaign-export.ts';
import type { ApiClient } from '../../../api/client.ts';
import { saveTextFile } from '../../../kit/save-file.ts';
import { runWithToasts } from '../../../kit/toasts.ts';
import { campaignsCampaignExportButtonMessages as m } from '../messages/campaigns-campaign-export-button.ts';

const EXPORT_TOASTS = {
  pending: m.exportingTheCampaign,
  success: m.campaignExported,
  error: m.couldNotExportTheCampaign,
} as const;

/** The export's file name: the campaign's name in lower-case words joined by dashes ('fall-2026-campaign.json'). */
export const campaignExportFileName = (name: string): string =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'campaign'
  }-campaign.json`;

/**
 * "Export campaign" on the admin's campaign page (decision 0640): downloads the campaign, its prescreen criteria
 * and each lender's campaign file as one JSON document. Its own component so the lifecycle actions beside it stay
 * untouched.
 */
export function CampaignExportButton({ client, id, name }: { client: ApiClient; id: string; name: string }) {
  const [busy, setBusy] = useState(false);
  const intl = useIntl();
  const download = async () => {
    setBusy(true);
    try {
      const document = await runWithToasts(
        () => client.call(exportUcCampaign, { params: { ucCampaignId: id } }),
        EXPORT_TOASTS,
        intl,
      );
      saveTextFile(campaignExportFileName(name), JSON.stringify(document, null, 2), 'application/json');
    } catch {
      // The error toast has told the admin.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button alignSelf="flex-start" size="sm" variant="outline" loading={busy} onClick={() => void download()}>
      <LuDownload aria-hidden="true" /> {intl.formatMessage(m.exportCampaign)}
    </Button>
  );
}
