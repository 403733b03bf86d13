import { Button, Stack, Text, Textarea } from '@chakra-ui/react';
import { saveTextFile } from '../kit/save-file.ts';

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
  return (
    <Stack gap="2" fontSize="sm" minW="0">
      <Text wordBreak="break-word">Embedders encrypt their file to this public key (fingerprint {fingerprint}).</Text>
      <Textarea readOnly value={publicKey} aria-label={label} fontFamily="mono" fontSize="xs" rows={6} />
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        onClick={() => saveTextFile(fileName, publicKey, 'application/pgp-keys')}
      >
        Download public key
      </Button>
    </Stack>
  );
}
