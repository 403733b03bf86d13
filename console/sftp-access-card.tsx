import { Button, Code, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { EmbedderSftp } from '../api/processing.ts';
import { saveTextFile } from '../kit/save-file.ts';
import { ShownOnce } from '../kit/secret-once.tsx';
import { sftpAccessCardMessages as m } from './messages/sftp-access-card.ts';

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
  const { formatMessage: t } = useIntl();
  const inbox = sftp.inbox.map((file) => `${file.name} (${file.size} bytes)`).join(', ');
  return (
    <Stack gap="2" fontSize="sm" minW="0">
      <Text>
        {t(m.sftp)}{' '}
        <Code whiteSpace="normal" wordBreak="break-all">
          {t(m.sftpPIKey, { port: sftp.port, username: sftp.username, username2: sftp.username, host: sftp.host })}
        </Code>
        {sftp.enabled ? '' : ` ${t(m.sftpServerIsOff)}`}
      </Text>
      <Text>
        {sftp.publicKey
          ? t(m.keyPairMade, { date: new Date(sftp.keyCreatedAt ?? '').toLocaleString() })
          : t(m.noKeyPairYet)}
      </Text>
      <Text wordBreak="break-word">{t(m.inbox, { value: inbox || t(m.empty) })}</Text>
      {privateKey ? (
        <ShownOnce title={t(m.downloadThePrivateKeyNow)} onDone={onKeySaved}>
          <Button
            size="sm"
            colorPalette="brand"
            onClick={() => saveTextFile(`${sftp.username}.key`, privateKey, 'application/x-pem-file')}
          >
            {t(m.downloadPrivateKey)}
          </Button>
        </ShownOnce>
      ) : onGenerate ? (
        <Button size="sm" variant="outline" alignSelf="flex-start" loading={generating} onClick={onGenerate}>
          {sftp.publicKey ? t(m.replaceKeyPair) : t(m.generateKeyPair)}
        </Button>
      ) : null}
    </Stack>
  );
}
