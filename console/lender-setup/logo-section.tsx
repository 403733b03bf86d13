import { Box, Button, Image, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { LuUpload } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { ApiError } from '../../api/client.ts';
import { getLogo, updateLogo } from '../../api/logo.ts';
import { endpointKey } from '../../api/query-options.ts';
import { REQUIRED_IMAGE_SIZE } from '../../domain/catalog/limits.ts';
import { LOGO_CONTENT_TYPES } from '../../domain/validation/logo.ts';
import { imagePreviewSchema, UPLOAD_MESSAGES } from '../../domain/validation/upload.ts';
import { failureMessage, useConfigMutation } from '../../kit/toasts.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { TOAST_DURATION_MS, toaster } from '../../ui/toaster.tsx';
import { lenderSetupLogoSectionMessages as m } from '../messages/lender-setup-logo-section.ts';
import { type LenderSetupProps, SetupSection } from './setup-section.tsx';

const { width, height } = REQUIRED_IMAGE_SIZE;

/** A Blob as an <img> source for as long as it is shown (the logo needs the bearer token, so no plain URL). */
function useObjectUrl(blob: Blob | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return setUrl(undefined);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** The lender's logo (GET/PUT /fi/{fiId}/logo): shown as stored; writers replace it (checked on the server, 002 §5). */
export function LogoSection({ client, fiId, lenderName, editable }: LenderSetupProps & { lenderName: string }) {
  const intl = useIntl();
  const { formatMessage: t } = intl;
  const input = useRef<HTMLInputElement>(null);
  const queryKey = endpointKey(getLogo, { fiId });
  const logo = useQuery({
    queryKey,
    // No logo yet is an answer, not a failure.
    queryFn: () =>
      client
        .call(getLogo, { params: { fiId } })
        .catch((error: unknown) => (error instanceof ApiError && error.status === 404 ? null : Promise.reject(error))),
  });
  const url = useObjectUrl(logo.data);
  const upload = useConfigMutation({
    mutationFn: (file: File) => client.call(updateLogo, { params: { fiId }, files: { campaignDocument: file } }),
    toasts: { pending: m.uploadingTheLogo, success: m.logoUpdated, error: m.couldNotUploadTheLogo },
    invalidate: [queryKey],
  });
  return (
    <SetupSection id="logo-heading" title={t(m.logo)}>
      <Text color="fg.muted">{t(m.pngJpegOrWebpExactly, { width, height })}</Text>
      {logo.isError ? (
        <LoadFailure message={t(m.thereWasAnErrorGetting)} onRetry={() => void logo.refetch()} />
      ) : url ? (
        <Image
          src={url}
          alt={t(m.logo2, { lenderName })}
          maxW="md"
          w="full"
          aspectRatio={width / height}
          borderWidth="1px"
          borderRadius="lg"
        />
      ) : (
        <Box borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="6" maxW="md" color="fg.muted">
          {logo.isPending ? t(m.loadingTheLogo) : t(m.noLogoUploadedYet)}
        </Box>
      )}
      {editable ? (
        <Box>
          <input
            ref={input}
            type="file"
            hidden
            accept={LOGO_CONTENT_TYPES.join(',')}
            aria-label={t(m.logoFile)}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              // 001 §8: an image that is not jpg, jpeg, png or webp is the toast 'Invalid File Type', never sent.
              if (!v.is(imagePreviewSchema, file)) {
                toaster.create({ type: 'error', title: UPLOAD_MESSAGES.invalidFileType, duration: TOAST_DURATION_MS });
                return;
              }
              upload.mutate(file);
            }}
          />
          <Button size="sm" variant="outline" loading={upload.isPending} onClick={() => input.current?.click()}>
            <LuUpload /> {url ? t(m.replaceLogo) : t(m.uploadLogo)}
          </Button>
          {upload.isError ? (
            <Text color="red.700" fontSize="sm" mt="2" role="alert">
              {failureMessage(upload.error, intl)}
            </Text>
          ) : null}
        </Box>
      ) : null}
    </SetupSection>
  );
}
