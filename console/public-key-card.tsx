import { Button, Stack, Text, Textarea } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { saveTextFile } from '../kit/save-file.ts';
import { publicKeyCardMessages as m } from './messages/public-key-card.ts';

/** A PGP public key to hand out: its fingerprint, the armored text to copy, and a download. */
export function PublicKeyCard({
  publicKey,
  fingerprint,
  fileName,
  label,
}: {
  publicKey: string;
  fingerprint: string;
  fileName: string;
  label: string;
}) {
  const { formatMessage: t } = useIntl();
  return (
    <Stack gap="2" fontSize="sm" minW="0">
      <Text wordBreak="break-word">{t(m.embeddersEncryptTheirFileTo, { fingerprint })}</Text>
      <Textarea readOnly value={publicKey} aria-label={label} fontFamily="mono" fontSize="xs" rows={6} />
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        onClick={() => saveTextFile(fileName, publicKey, 'application/pgp-keys')}
      >
        {t(m.downloadPublicKey)}
      </Button>
    </Stack>
  );
}
