import { Button, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { AuthCard } from '../../ui/auth-card.tsx';

/** /consumer/auth: where a consumer lands after logging out, and the way back in. */
export function ConsumerAuthPage() {
  const navigate = useNavigate();
  return (
    <AuthCard eyebrow="Offerwell marketplace" title="Your offers are waiting">
      <Stack gap="5">
        <Text color="fg.muted">
          Sign in with the access code from your offer letter to see your pre-approved offers.
        </Text>
        <Button colorPalette="brand" size="lg" onClick={() => void navigate({ to: '/consumer/auth/login' })}>
          Sign in
        </Button>
      </Stack>
    </AuthCard>
  );
}
