import { Button, Text } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import { downloadDisclosure } from '../../../api/product-disclosures.ts';
import { DOWNLOAD_MESSAGES } from '../../../kit/paged-list.ts';
import { saveBlobFile } from '../../../kit/save-file.ts';
import { runWithToasts } from '../../../kit/toasts.ts';
import { enrollmentDisclosureDownloadMessages as m } from '../messages/enrollment-disclosure-download.ts';

/** "Download" beside a product's disclosure: the PDF the lender uploaded, under its name (decision 0641). */
export function DisclosureDownload({
  client,
  fiId,
  productId,
  productName,
  fileName,
}: {
  client: ApiClient;
  fiId: number;
  productId: string;
  productName: string;
  fileName: string;
}) {
  const intl = useIntl();
  const { formatMessage: t } = intl;
  const download = () =>
    runWithToasts(
      async () => {
        const blob = await client.call(downloadDisclosure, { params: { fiId, productId } });
        if (!(blob instanceof Blob)) throw new Error('The server did not answer a PDF');
        saveBlobFile(fileName, blob);
      },
      DOWNLOAD_MESSAGES,
      intl,
    ).catch(() => undefined);
  return (
    <Button size="sm" variant="outline" onClick={() => void download()}>
      <LuDownload aria-hidden="true" /> {t(m.download)}
      <Text srOnly> {t(m.disclosure, { productName })}</Text>
    </Button>
  );
}
