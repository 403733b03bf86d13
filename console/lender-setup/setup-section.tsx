import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ApiClient } from '../../api/client.ts';

/** What a lender-setup part is given, on the lender's own page or on the admin's page about the lender. */
export interface LenderSetupProps {
  readonly client: ApiClient;
  readonly fiId: number;
  /** A writer gets the form, a reader the values. */
  readonly editable: boolean;
}

/** A lender-setup section: a landmark of the page, named by its h2. */
export function SetupSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="4">
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
