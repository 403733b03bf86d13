import { Badge, Box, chakra, Flex, Text } from '@chakra-ui/react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { StepStatus } from '../domain/catalog/product-wizard.ts';
import { wizardStepListMessages as words } from './messages/wizard-step-list.ts';

const BADGE: Record<StepStatus, { palette: string; label: MessageDescriptor }> = {
  complete: { palette: 'green', label: words.complete },
  current: { palette: 'blue', label: words.current },
  upcoming: { palette: 'gray', label: words.upcoming },
};

/** A wizard's steps as links to their anchors, each marked upcoming, current or complete; unreachable ones are text. */
export function WizardStepList({
  steps,
  label,
  row,
}: {
  steps: readonly { id: string; label: string; status: StepStatus; reachable: boolean }[];
  label: string;
  /** A wrapping row at every width (above a wide step); a column from `lg` otherwise. */
  row?: boolean | undefined;
}) {
  return (
    <Box as="nav" aria-label={label}>
      <Flex
        as="ol"
        direction={row ? 'row' : { base: 'row', lg: 'column' }}
        gap="1"
        wrap="wrap"
        listStyleType="none"
        m="0"
        p="0"
      >
        {steps.map((step, index) => {
          const badge = BADGE[step.status];
          const text = (
            <Flex
              gap="2"
              align="center"
              px="2"
              py="1.5"
              borderRadius="md"
              bg={step.status === 'current' ? 'blue.50' : undefined}
            >
              <Text textStyle="sm" fontWeight={step.status === 'current' ? 'semibold' : 'normal'}>
                {index + 1}. {step.label}
              </Text>
              <Badge colorPalette={badge.palette} size="sm" display={{ base: 'none', lg: 'inline-flex' }}>
                <FormattedMessage {...badge.label} />
              </Badge>
            </Flex>
          );
          return (
            <li key={step.id} data-status={step.status}>
              {step.reachable ? (
                <chakra.a
                  href={`#${step.id}`}
                  aria-current={step.status === 'current' ? 'step' : undefined}
                  color="inherit"
                  textDecoration="none"
                  _hover={{ textDecoration: 'underline' }}
                >
                  {text}
                  <chakra.span srOnly>
                    (<FormattedMessage {...badge.label} />)
                  </chakra.span>
                </chakra.a>
              ) : (
                <Box color="fg.muted" aria-disabled="true">
                  {text}
                  <chakra.span srOnly>
                    (<FormattedMessage {...badge.label} />)
                  </chakra.span>
                </Box>
              )}
            </li>
          );
        })}
      </Flex>
    </Box>
  );
}
