import { Badge, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { labelOf } from '../domain/format/labels.ts';
import { sessionOverviewMessages as m } from './messages/session-overview.ts';
import { SectionCard } from './section-card.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1" minW="0">
      <Text fontSize="xs" fontWeight="600" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** Who is signed in, for which tenant, with which roles: the facts a console dashboard starts from. */
export function SessionOverview({
  userName,
  realmLabel,
  tenantName,
  tenantLoading,
  roles,
}: {
  userName: string;
  realmLabel: string;
  /** null: the realm has no tenant (admin). */
  tenantName?: string | null | undefined;
  tenantLoading?: boolean;
  roles: readonly string[];
}) {
  const { formatMessage: t } = useIntl();
  return (
    <SectionCard title={t(m.signedIn)}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
        <Fact label={t(m.user)}>
          <Text fontWeight="600" truncate>
            {userName}
          </Text>
        </Fact>
        <Fact label={t(m.console)}>
          <Text>{realmLabel}</Text>
        </Fact>
        {tenantName !== null ? (
          <Fact label={t(m.organization)}>
            {tenantLoading ? <Skeleton height="5" width="40" /> : <Text>{tenantName ?? t(m.unknown)}</Text>}
          </Fact>
        ) : null}
        <Fact label={t(m.roles)}>
          <HStack gap="2" flexWrap="wrap">
            {roles.length === 0 ? <Text color="fg.muted">{t(m.none)}</Text> : null}
            {roles.map((role) => (
              <Badge key={role} colorPalette="brand" variant="subtle" size="md">
                {labelOf(role)}
              </Badge>
            ))}
          </HStack>
        </Fact>
      </SimpleGrid>
    </SectionCard>
  );
}
