import { Badge, Box, Grid, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { type TextDiffState, textDiff } from '../domain/text/text-diff.ts';
import { textDiffViewMessages as msg } from './messages/text-diff-view.ts';

const PALETTE: Record<TextDiffState, string> = {
  added: 'green',
  deleted: 'red',
  modified: 'orange',
  'no change': 'gray',
};

/** The difference between two texts, line by line, each marked added, deleted, modified or no change (002 §4). */
export function TextDiffView({ before, after }: { before: string; after: string }) {
  const { formatMessage: t } = useIntl();
  const lines = textDiff(before, after);
  if (lines.length === 0) return <Text color="fg.muted">{t(msg.noText)}</Text>;
  return (
    <Box as="ul" listStyleType="none" m="0" p="0" borderWidth="1px" borderRadius="md" overflowX="auto">
      {lines.map((line, index) => (
        <Grid
          as="li"
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their position
          key={index}
          templateColumns={{ base: '1fr', md: '7rem 1fr 1fr' }}
          gap="2"
          px="3"
          py="1.5"
          borderTopWidth={index === 0 ? '0' : '1px'}
          bg={line.state === 'no change' ? undefined : `${PALETTE[line.state]}.subtle`}
        >
          <Badge colorPalette={PALETTE[line.state]} alignSelf="start" w="fit-content">
            {line.state}
          </Badge>
          <Text fontFamily="mono" fontSize="sm" textDecoration={line.state === 'deleted' ? 'line-through' : undefined}>
            {line.before ?? ''}
          </Text>
          <Text fontFamily="mono" fontSize="sm">
            {line.after ?? ''}
          </Text>
        </Grid>
      ))}
    </Box>
  );
}
