import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import { type CatalogueProduct, uploadDisclosure } from '../../../api/lender-campaigns.ts';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { FileDrop } from '../../../ui/file-drop.tsx';
import { enrollmentDisclosuresStepMessages as m } from '../messages/enrollment-disclosures-step.ts';
import { catalogueKey } from './campaign-queries.ts';
import { DisclosureDownload } from './disclosure-download.tsx';

/** Upload disclosures (002 §2): one PDF per active product. */
export function DisclosuresStep({
  client,
  fiId,
  products,
}: {
  client: ApiClient;
  fiId: number;
  products: readonly CatalogueProduct[];
}) {
  const { formatMessage: t } = useIntl();
  const [chosen, setChosen] = useState<Record<string, File>>({});
  const send = useConfigMutation({
    mutationFn: (productId: string) =>
      client.call(uploadDisclosure, {
        params: { fiId, productId },
        files: { disclosureFile: chosen[productId] as File },
      }),
    toasts: {
      pending: m.uploadingTheDisclosure,
      success: m.disclosureUploaded,
      error: m.weWereUnableToUpload,
    },
    invalidate: [catalogueKey(fiId)],
  });
  const active = products.filter((product) => product.status === 'active');
  return (
    <Stack gap="4">
      <Text color="fg.muted">{t(m.uploadEachProductSDisclosure)}</Text>
      {active.map((product) => (
        <HStack key={product.productId} gap="3" align="flex-end" flexWrap="wrap">
          <FileDrop
            label={t(m.disclosure, {
              name: product.name,
              value: product.disclosureFile ? ` (now: ${product.disclosureFile})` : '',
            })}
            accept={['.pdf', 'application/pdf']}
            file={chosen[product.productId] ?? null}
            hint={t(m.pdf)}
            errorText={null}
            onFile={(file) => setChosen((all) => ({ ...all, [product.productId]: file }))}
          />
          <Button
            size="sm"
            colorPalette="brand"
            disabled={!chosen[product.productId]}
            onClick={() => send.mutate(product.productId)}
          >
            {t(m.upload)}
          </Button>
          {product.disclosureFile ? (
            <DisclosureDownload
              client={client}
              fiId={fiId}
              productId={product.productId}
              productName={product.name}
              fileName={product.disclosureFile}
            />
          ) : null}
        </HStack>
      ))}
    </Stack>
  );
}
