import { Box, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuThumbsDown, LuThumbsUp } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { ChatMessage, HelpRating } from '../../machines/help-chat/help-chat-machine.ts';
import { clientSupportChatMessageMessages as m } from '../messages/client-support-chat-message.ts';

const RATINGS = [
  { rating: 'up', label: m.helpful, icon: <LuThumbsUp /> },
  { rating: 'down', label: m.notHelpful, icon: <LuThumbsDown /> },
] as const;

/** One line of the help chat: a question (right) or an answer (left) with its sources and thumbs up/down. */
export function ChatMessageView({
  message,
  onRate,
}: {
  message: ChatMessage;
  onRate: (answerId: string, rating: HelpRating) => Promise<void>;
}) {
  const { formatMessage: t } = useIntl();
  const [sending, setSending] = useState(false);
  if (message.role === 'user') {
    return (
      <Box alignSelf="flex-end" maxW="85%" bg="brand.solid" color="brand.contrast" px="4" py="2" borderRadius="xl">
        <Text srOnly>{t(m.youAsked)} </Text>
        <Text>{message.text}</Text>
      </Box>
    );
  }
  const answerId = message.answerId;
  return (
    <Stack alignSelf="flex-start" maxW="92%" bg="bg.muted" px="4" py="3" borderRadius="xl" gap="2">
      <Text srOnly>{t(m.helpChatAnswered)} </Text>
      {message.text.split('\n\n').map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {message.sources && message.sources.length > 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t(m.source, { value: message.sources.map((source) => source.title).join('; ') })}
        </Text>
      ) : null}
      {answerId ? (
        <HStack gap="1" aria-label={t(m.wasThisAnswerHelpful)} role="group">
          {RATINGS.map(({ rating, label, icon }) => (
            <IconButton
              key={rating}
              aria-label={t(label)}
              aria-pressed={message.rating === rating}
              size="xs"
              variant={message.rating === rating ? 'solid' : 'ghost'}
              colorPalette={message.rating === rating ? 'brand' : 'gray'}
              disabled={sending}
              onClick={() => {
                setSending(true);
                void onRate(answerId, rating).finally(() => setSending(false));
              }}
            >
              {icon}
            </IconButton>
          ))}
        </HStack>
      ) : null}
    </Stack>
  );
}
