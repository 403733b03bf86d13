import { Button, Center, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { AuthCard } from '../../ui/auth-card.tsx';
import { ConsumerLocaleSwitch } from './i18n/consumer-intl.tsx';
import { signInMessages as m } from './i18n/messages/sign-in.ts';

/** /consumer/auth: where a consumer lands after logging out, and the way back in. */
export function ConsumerAuthPage() {
  const navigate = useNavigate();
  const { formatMessage: t } = useIntl();
  return (
    <AuthCard eyebrow={t(m.landingEyebrow)} title={t(m.landingTitle)}>
      <Stack gap="5">
        <Text color="fg.muted">{t(m.landingText)}</Text>
        <Button colorPalette="brand" size="lg" onClick={() => void navigate({ to: '/consumer/auth/login' })}>
          {t(m.signIn)}
        </Button>
        <Center>
          <ConsumerLocaleSwitch />
        </Center>
      </Stack>
    </AuthCard>
  );
}
