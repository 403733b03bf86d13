import { Badge, Card, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { labelOf } from '../domain/format/labels.ts';

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
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Signed in</Card.Title>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
          <Fact label="User">
            <Text fontWeight="600" truncate>
              {userName}
            </Text>
          </Fact>
          <Fact label="Console">
            <Text>{realmLabel}</Text>
          </Fact>
          {tenantName !== null ? (
            <Fact label="Organization">
              {tenantLoading ? <Skeleton height="5" width="40" /> : <Text>{tenantName ?? 'Unknown'}</Text>}
            </Fact>
          ) : null}
          <Fact label="Roles">
            <HStack gap="2" flexWrap="wrap">
              {roles.length === 0 ? <Text color="fg.muted">None</Text> : null}
              {roles.map((role) => (
                <Badge key={role} colorPalette="brand" variant="subtle" size="md">
                  {labelOf(role)}
                </Badge>
              ))}
            </HStack>
          </Fact>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
