import { Box, DataList, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { stepSummaryMessages as m } from './messages/step-summary.ts';
import { type Words, wordsNode } from './words.ts';

export interface StepSummarySection {
  /** The step's anchor: its Edit link goes to `#step`. */
  readonly step: string;
  readonly title: string;
  readonly rows: readonly { readonly label: Words; readonly value: Words }[];
}

/**
 * A wizard's closing summary: one compact block per step with what was configured and an Edit link to that step
 * (the step is the URL's hash anchor). A step without rows reads "Not set".
 */
export function StepSummary({ sections }: { sections: readonly StepSummarySection[] }) {
  const { formatMessage: t } = useIntl();
  return (
    <Stack gap="3">
      {sections.map((section) => (
        <Box
          key={section.step}
          as="section"
          aria-label={section.title}
          borderWidth="1px"
          borderRadius="md"
          px="4"
          py="3"
        >
          <HStack justify="space-between" mb="2">
            <Heading as="h3" size="sm">
              {section.title}
            </Heading>
            <Link href={`#${section.step}`} fontSize="sm" aria-label={t(m.edit2, { title: section.title })}>
              {t(m.edit)}
            </Link>
          </HStack>
          {section.rows.length ? (
            <DataList.Root orientation="horizontal" size="sm" gap={{ base: '3', sm: '1.5' }}>
              {section.rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows may share a label (two disclosures of one title)
                <DataList.Item key={index} flexWrap="wrap" gap={{ base: '0.5', sm: '4' }}>
                  <DataList.ItemLabel minW={{ base: 'full', sm: '48' }}>{wordsNode(row.label)}</DataList.ItemLabel>
                  <DataList.ItemValue wordBreak="break-word">{wordsNode(row.value)}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          ) : (
            <Text color="fg.muted" fontSize="sm">
              {t(m.notSet)}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}
