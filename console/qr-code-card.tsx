import { Box, Button, HStack, Image, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { LuDownload } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { dataUrlBlob, saveBlobFile, saveTextFile } from '../kit/save-file.ts';
import { qrCodeCardMessages as m } from './messages/qr-code-card.ts';

/** Medium error correction and a 4-module quiet zone: reads off paper and screens alike. */
const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** The QR code of a link as a PNG data URL (512 px) and an SVG document, made in the browser. */
async function renderQr(link: string): Promise<{ png: string; svg: string }> {
  const [png, svg] = await Promise.all([
    QRCode.toDataURL(link, { ...OPTIONS, width: 512 }),
    QRCode.toString(link, { ...OPTIONS, type: 'svg' }),
  ]);
  return { png, svg };
}

export interface QrCodeCardProps {
  /** What the code is for, e.g. "New Auto": the card's heading and the image's alt text. */
  readonly title: string;
  /** The link the code encodes, shown beside it. */
  readonly link: string;
  /** Download name without extension: `${fileName}.png` / `.svg`. */
  readonly fileName: string;
}

/** The cache key of a code drawn in the browser (not a server call, so not api/query-options.ts). */
const qrCodeKey = (link: string) => ['qr-code', link] as const;

/** One QR code: its heading, the code, the link it opens, and its PNG and SVG downloads. */
export function QrCodeCard({ title, link, fileName }: QrCodeCardProps) {
  const { formatMessage: t } = useIntl();
  const qr = useQuery({
    queryKey: qrCodeKey(link),
    queryFn: () => renderQr(link),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <Stack as="article" aria-label={title} gap="3" p="4" borderWidth="1px" borderRadius="l3" bg="bg">
      <Text as="h3" fontWeight="semibold">
        {title}
      </Text>
      <Box alignSelf="center" w="full" maxW="48" aspectRatio="1">
        {qr.data ? (
          <Image src={qr.data.png} alt={t(m.qrCode, { title })} w="full" h="full" />
        ) : (
          <Skeleton w="full" h="full" />
        )}
      </Box>
      <Link href={link} fontSize="xs" color="fg.muted" wordBreak="break-all" data-qr-link="">
        {link}
      </Link>
      <HStack gap="2" wrap="wrap">
        <Button
          size="xs"
          variant="outline"
          disabled={!qr.data}
          aria-label={t(m.downloadPng, { title })}
          onClick={() => qr.data && saveBlobFile(`${fileName}.png`, dataUrlBlob(qr.data.png))}
        >
          <LuDownload aria-hidden="true" /> {t(m.png)}
        </Button>
        <Button
          size="xs"
          variant="outline"
          disabled={!qr.data}
          aria-label={t(m.downloadSvg, { title })}
          onClick={() => qr.data && saveTextFile(`${fileName}.svg`, qr.data.svg, 'image/svg+xml')}
        >
          <LuDownload aria-hidden="true" /> {t(m.svg)}
        </Button>
      </HStack>
    </Stack>
  );
}
