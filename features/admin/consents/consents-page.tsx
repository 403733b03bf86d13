import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ConsentRecordsCard } from './consent-records-card.tsx';

type Props = ConsolePageProps<{ consumer?: string | undefined }>;

/** /admin/console/consents: look a consumer up by id or access code and read or export their consent records. */
export function ConsentsPage({ client, search, navigateSearch }: Props) {
  const [draft, setDraft] = useState(search.consumer ?? '');
  return (
    <Stack gap="5">
      <PageHeader title="Consumer consents" description="Every consent a consumer gave, as recorded. Read-only." />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          navigateSearch({ consumer: draft.trim() || undefined });
        }}
      >
        <HStack gap="2" maxW="lg">
          <Input
            aria-label="Consumer id or access code"
            placeholder="Consumer id or access code"
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Button type="submit">Look up</Button>
        </HStack>
      </form>
      {search.consumer ? <ConsentRecordsCard client={client} consumer={search.consumer} /> : null}
    </Stack>
  );
}
