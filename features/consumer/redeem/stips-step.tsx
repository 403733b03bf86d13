import { Alert, Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { UPLOAD_LATER_RESERVATION_HOURS } from '../../../domain/catalog/limits.ts';
import type { StipulationDocumentState } from '../../../domain/catalog/statuses.ts';
import type {
  StipulationDocument,
  stipulationUploadMachine,
} from '../../../machines/stipulation/stipulation-upload-machine.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageSpinner } from '../../../ui/page-spinner.tsx';
import { stipsMessages as m } from '../i18n/messages/redeem-verify.ts';
import { useSeedText } from '../i18n/seed-text.ts';
import { JourneyFrame } from './journey-frame.tsx';
import { useRedeemJourney } from './redeem-context.ts';

type UploadRef = ActorRefFrom<typeof stipulationUploadMachine>;

const BADGES: Readonly<Record<StipulationDocumentState, { label: (typeof m)[keyof typeof m]; palette: string }>> = {
  PENDING: { label: m.needed, palette: 'gray' },
  UPLOADING: { label: m.uploading, palette: 'blue' },
  SATISFIED: { label: m.uploaded, palette: 'green' },
  FAILED: { label: m.failed, palette: 'red' },
};

/** The documents the lender asks for (001 §3, §5); the stipulation upload machine runs as the journey's child. */
export function StipsScreen() {
  const { snapshot, actor, continuingPending } = useRedeemJourney();
  const upload = snapshot.children.stipulationUpload as UploadRef | undefined;
  const { formatMessage: t } = useIntl();
  const seedText = useSeedText();
  if (snapshot.matches({ stips: 'uploadLinkSent' })) return <UploadLinkSent />;
  if (!upload) return <PageSpinner label={t(m.sendingLink)} />;
  return (
    <JourneyFrame stage="Documents" title={t(m.title)} description={t(m.text)}>
      <Documents
        upload={upload}
        onUploadLater={continuingPending ? null : () => actor.send({ type: 'stips.uploadLater' })}
      />
      {snapshot.context.error ? <ErrorAlert message={seedText(snapshot.context.error.message)} /> : null}
      {continuingPending ? null : (
        <Text fontSize="sm" color="fg.muted">
          {t(m.later, { hours: UPLOAD_LATER_RESERVATION_HOURS })}
        </Text>
      )}
    </JourneyFrame>
  );
}

function Documents({ upload, onUploadLater }: { upload: UploadRef; onUploadLater: (() => void) | null }) {
  const state = useSelector(upload, (s) => s);
  const busy = state.hasTag('busy');
  const done = state.context.documents.every((document) => document.badge === 'SATISFIED');
  const { formatMessage: t } = useIntl();
  return (
    <Stack gap="4">
      <Stack as="ul" gap="3" listStyleType="none">
        {state.context.documents.map((document) => (
          <DocumentRow key={document.id} document={document} upload={upload} busy={busy} />
        ))}
      </Stack>
      <HStack>
        <Button colorPalette="brand" disabled={!done || busy} onClick={() => upload.send({ type: 'stip.continue' })}>
          {t(m.continue)}
        </Button>
        {onUploadLater ? (
          <Button variant="outline" disabled={busy} onClick={onUploadLater}>
            {t(m.uploadLater)}
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}

function DocumentRow({ document, upload, busy }: { document: StipulationDocument; upload: UploadRef; busy: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const badge = BADGES[document.badge];
  const hasFile = document.badge === 'SATISFIED' || document.badge === 'FAILED';
  const { formatMessage: t } = useIntl();
  const seedText = useSeedText();
  return (
    <Box as="li" bg="bg" borderWidth="1px" borderRadius="xl" p="4">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Stack gap="1">
          <HStack gap="3">
            <Text fontWeight="600">{document.name}</Text>
            <Badge colorPalette={badge.palette}>{t(badge.label)}</Badge>
          </HStack>
          {document.allowedDocuments && document.allowedDocuments.length > 1 ? (
            <Text textStyle="sm" color="fg.muted">
              {t(m.anyOf, { documents: document.allowedDocuments.join(', ') })}
            </Text>
          ) : null}
        </Stack>
        <HStack gap="2">
          <input
            ref={input}
            type="file"
            hidden
            disabled={busy}
            accept=".jpg,.jpeg,.png,.pdf"
            aria-label={t(m.upload, { document: document.name })}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) upload.send({ type: 'stip.select', stipulationId: document.id, file });
            }}
          />
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            loading={document.badge === 'UPLOADING'}
            onClick={() => input.current?.click()}
          >
            {t(hasFile ? m.replace : m.chooseFile)}
          </Button>
          {hasFile ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() => upload.send({ type: 'stip.delete', stipulationId: document.id })}
            >
              {t(m.remove)}
            </Button>
          ) : null}
        </HStack>
      </HStack>
      {document.message ? (
        <Text color="red.700" fontSize="sm" mt="2" role="alert">
          {seedText(document.message)}
        </Text>
      ) : null}
    </Box>
  );
}

function UploadLinkSent() {
  const { offer } = useRedeemJourney();
  const { formatMessage: t } = useIntl();
  const hours = UPLOAD_LATER_RESERVATION_HOURS;
  return (
    <JourneyFrame stage="Documents" title={t(m.linkSent)}>
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Title>{offer ? t(m.reserved, { offer: offer.name, hours }) : t(m.reservedAny, { hours })}</Alert.Title>
      </Alert.Root>
      <Text>{t(m.useLink)}</Text>
    </JourneyFrame>
  );
}
