import { Link, Text } from '@chakra-ui/react';

/**
 * A plain text (a mail's body, a message) with its web addresses clickable, wrapping anywhere so a long token never
 * widens its column: what a reader of a sent mail came for is often its link (a reset, an upload).
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <Text whiteSpace="pre-wrap" overflowWrap="anywhere" fontSize="sm">
      {text.split(/(https?:\/\/\S+)/).map((part, index) =>
        index % 2 === 1 ? (
          <Link
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered.
            key={index}
            href={part}
            colorPalette="brand"
            display="inline"
            wordBreak="break-all"
            textDecoration="underline"
          >
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </Text>
  );
}
