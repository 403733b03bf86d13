import { Alert, Badge, Button, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { LuExternalLink } from 'react-icons/lu';
import { type ConsoleUser, listConsoleUsers } from '../../api/users.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { actAs, type PassThroughRealm } from './pass-through.ts';
import { useAdminServices } from './services.ts';

const REALM_LABEL: Record<ConsoleUser['realm'], string> = { super: 'Admin', fi: 'Lender', embedder: 'Embedder' };

function canActAs(user: ConsoleUser): user is ConsoleUser & { realm: PassThroughRealm } {
  return user.realm === 'fi' || user.realm === 'embedder';
}

/** /admin/console/users: lender and embedder users, each with "Act as" (pass-through, 000 §2). */
export function UsersPage() {
  const { clients, sessions } = useAdminServices();
  const users = useQuery({ queryKey: ['admin', 'users'], queryFn: () => clients.super.call(listConsoleUsers) });
  const passThrough = useMutation({
    mutationFn: (user: ConsoleUser & { realm: PassThroughRealm }) =>
      actAs({ client: clients.super, sessions }, user.realm, user.id),
    onError: () => toaster.create({ type: 'error', title: 'Could not act as this user. Please try again.' }),
  });
  const rows = (users.data ?? []).filter(canActAs);
  return (
    <Stack gap="6">
      <PageHeader
        title="Users"
        description="Lender and embedder users. Act as a user to see their console in a separate window."
      />
      {users.isError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>There was an error getting the users.</Alert.Title>
        </Alert.Root>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg" position="relative">
          <Table.Root size="md" interactive>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Username</Table.ColumnHeader>
                <Table.ColumnHeader>Type</Table.ColumnHeader>
                <Table.ColumnHeader>Organization</Table.ColumnHeader>
                <Table.ColumnHeader>Roles</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Text srOnly>Actions</Text>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {users.isLoading
                ? [0, 1, 2].map((n) => (
                    <Table.Row key={n}>
                      <Table.Cell colSpan={5}>
                        <Skeleton height="5" />
                      </Table.Cell>
                    </Table.Row>
                  ))
                : rows.map((user) => (
                    <Table.Row key={`${user.realm}-${user.id}`}>
                      <Table.Cell fontWeight="600">{user.username}</Table.Cell>
                      <Table.Cell>
                        <Badge variant="subtle">{REALM_LABEL[user.realm]}</Badge>
                      </Table.Cell>
                      <Table.Cell>{user.tenantName ?? user.tenantId ?? ''}</Table.Cell>
                      <Table.Cell>{(user.roles ?? []).join(', ')}</Table.Cell>
                      <Table.Cell textAlign="end">
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="brand"
                          aria-label={`Act as ${user.username}`}
                          loading={passThrough.isPending && passThrough.variables?.id === user.id}
                          onClick={() => passThrough.mutate(user)}
                        >
                          <LuExternalLink /> Act as
                        </Button>
                      </Table.Cell>
                    </Table.Row>
                  ))}
              {!users.isLoading && rows.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={5} color="fg.muted">
                    No lender or embedder users yet.
                  </Table.Cell>
                </Table.Row>
              ) : null}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
