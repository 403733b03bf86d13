import { Badge, Box, Grid, Text } from '@chakra-ui/react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { type TextDiffState, textDiff } from '../domain/text/text-diff.ts';
import { textDiffViewMessages as msg } from './messages/text-diff-view.ts';

type Change = Exclude<TextDiffState, 'no change'>;

/** How a changed line is marked: its colour and its state's words. A line with no change is gray and untinted. */
const CHANGES: Readonly<Record<Change, { readonly palette: string; readonly words: MessageDescriptor }>> = {
  added: { palette: 'green', words: msg.added },
  deleted: { palette: 'red', words: msg.deleted },
  modified: { palette: 'orange', words: msg.modified },
};
const changeOf = (state: TextDiffState) => (Object.hasOwn(CHANGES, state) ? CHANGES[state as Change] : undefined);

/** The difference between two texts, line by line, each marked added, deleted, modified or no change (002 §4). */
export function TextDiffView({ before, after }: { before: string; after: string }) {
  const { formatMessage: t } = useIntl();
  const lines = textDiff(before, after);
  if (lines.length === 0) return <Text color="fg.muted">{t(msg.noText)}</Text>;
  return (
    <Box as="ul" listStyleType="none" m="0" p="0" borderWidth="1px" borderRadius="md" overflowX="auto">
      {lines.map((line, index) => {
        const change = changeOf(line.state);
        return (
          <Grid
            as="li"
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their position
            key={index}
            templateColumns={{ base: '1fr', md: '7rem 1fr 1fr' }}
            gap="2"
            px="3"
            py="1.5"
            borderTopWidth={index === 0 ? '0' : '1px'}
            bg={change ? `${change.palette}.subtle` : undefined}
          >
            <Badge colorPalette={change?.palette ?? 'gray'} alignSelf="start" w="fit-content">
              {t(change?.words ?? msg.noChange)}
            </Badge>
            <Text
              fontFamily="mono"
              fontSize="sm"
              textDecoration={line.state === 'deleted' ? 'line-through' : undefined}
            >
              {line.before ?? ''}
            </Text>
            <Text fontFamily="mono" fontSize="sm">
              {line.after ?? ''}
            </Text>
          </Grid>
        );
      })}
    </Box>
  );
}
