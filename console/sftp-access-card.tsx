import { Alert, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import type { EmbedderSftp } from '../api/processing.ts';
import { saveTextFile } from '../kit/save-file.ts';

/** The private key of a new pair, shown once: download it now, then it is gone. */
function PrivateKeyOnce({
  username,
  privateKey,
  onDone,
}: {
  username: string;
  privateKey: string;
  onDone: () => void;
}) {
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Stack gap="2">
        <Alert.Title>Download the private key now: it is not kept and cannot be shown again.</Alert.Title>
        <HStack gap="2" flexWrap="wrap">
          <Button
            size="sm"
            colorPalette="brand"
            onClick={() => saveTextFile(`${username}.key`, privateKey, 'application/x-pem-file')}
          >
            Download private key
          </Button>
          <Button size="sm" variant="outline" onClick={onDone}>
            Done
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  );
}

/**
 * An embedder's SFTP access: the command to connect, its key pair (a new pair's private key downloads once) and the
 * files waiting in its inbox. `onGenerate` given: the admin may make a new pair.
 */
export function SftpAccessCard({
  sftp,
  privateKey,
  generating,
  onGenerate,
  onKeySaved,
}: {
  sftp: EmbedderSftp;
  privateKey: string | null;
  generating: boolean;
  onGenerate?: (() => void) | undefined;
  onKeySaved: () => void;
}) {
  const inbox = sftp.inbox.map((file) => `${file.name} (${file.size} bytes)`).join(', ');
  return (
    <Stack gap="2" fontSize="sm" minW="0">
      <Text>
        SFTP:{' '}
        <Code whiteSpace="normal" wordBreak="break-all">
          sftp -P {sftp.port} -i {sftp.username}.key {sftp.username}@{sftp.host}
        </Code>
        {sftp.enabled
          ? ''
          : ' (the SFTP server is off on this installation: the operator switches it on when starting the server)'}
      </Text>
      <Text>
        {sftp.publicKey ? `Key pair made ${new Date(sftp.keyCreatedAt ?? '').toLocaleString()}.` : 'No key pair yet.'}
      </Text>
      <Text wordBreak="break-word">Inbox: {inbox || 'empty'}</Text>
      {privateKey ? (
        <PrivateKeyOnce username={sftp.username} privateKey={privateKey} onDone={onKeySaved} />
      ) : onGenerate ? (
        <Button size="sm" variant="outline" alignSelf="flex-start" loading={generating} onClick={onGenerate}>
          {sftp.publicKey ? 'Replace key pair' : 'Generate key pair'}
        </Button>
      ) : null}
    </Stack>
  );
}
