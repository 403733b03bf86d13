import { EmptyState, VStack } from '@chakra-ui/react';
import { LuConstruction } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { notAvailableYetMessages as m } from './messages/not-available-yet.ts';

/** A page whose feature is not built yet says so plainly instead of showing made-up data. */
export function NotAvailableYet({ feature, plural = false }: { feature: string; plural?: boolean }) {
  const { formatMessage: t } = useIntl();
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="xl" bg="bg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuConstruction />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{t(m.notAvailableYet, { feature, value: plural ? 'are' : 'is' })}</EmptyState.Title>
          <EmptyState.Description>{t(m.thisPartOfOfferwellIs)}</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
