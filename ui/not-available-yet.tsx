import { EmptyState, VStack } from '@chakra-ui/react';
import { LuConstruction } from 'react-icons/lu';

/** A page whose feature is not built yet says so plainly instead of showing made-up data. */
export function NotAvailableYet({ feature, plural = false }: { feature: string; plural?: boolean }) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="xl" bg="bg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuConstruction />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>
            {feature} {plural ? 'are' : 'is'} not available yet
          </EmptyState.Title>
          <EmptyState.Description>
            This part of Offerwell is still being built. Nothing is shown here until it is ready.
          </EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
