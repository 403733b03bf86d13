import { Badge, Card, DataList, HStack, Skeleton, Text } from '@chakra-ui/react';

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
  tenantName?: string | null | undefined;
  tenantLoading?: boolean;
  roles: readonly string[];
}) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Signed in</Card.Title>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} gap="4">
          <DataList.Item>
            <DataList.ItemLabel>User</DataList.ItemLabel>
            <DataList.ItemValue>
              <Text fontWeight="600">{userName}</Text>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Console</DataList.ItemLabel>
            <DataList.ItemValue>{realmLabel}</DataList.ItemValue>
          </DataList.Item>
          {tenantName !== null ? (
            <DataList.Item>
              <DataList.ItemLabel>Organization</DataList.ItemLabel>
              <DataList.ItemValue>
                {tenantLoading ? <Skeleton height="5" width="40" /> : (tenantName ?? 'Unknown')}
              </DataList.ItemValue>
            </DataList.Item>
          ) : null}
          <DataList.Item>
            <DataList.ItemLabel>Roles</DataList.ItemLabel>
            <DataList.ItemValue>
              <HStack gap="2" flexWrap="wrap">
                {roles.length === 0 ? <Text color="fg.muted">None</Text> : null}
                {roles.map((role) => (
                  <Badge key={role} colorPalette="brand" variant="subtle">
                    {role}
                  </Badge>
                ))}
              </HStack>
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
