import { Alert, Button, Card, Flex, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import type { HelpAnswer } from '../../api/help-chat.ts';
import { MAX_QUESTION_LENGTH } from '../../domain/validation/help-chat.ts';
import { runWithToasts } from '../../kit/toasts.ts';
import { useAppActor } from '../../kit/use-app-actor.ts';
import { readConversation, writeConversation } from '../../machines/help-chat/chat-conversation.ts';
import { helpChatMachine } from '../../machines/help-chat/help-chat-machine.ts';
import { ChatMessageView } from './chat-message.tsx';
import { askHelpChat, type HelpChatTarget, rateHelpAnswer } from './help-chat-calls.ts';

/** The help chat (000 §1): the conversation, the question box and thumbs per answer; kept under chatConversation-{realm}. */
export function HelpChatPanel({ client, target }: { client: ApiClient; target: HelpChatTarget }) {
  const actor = useAppActor(
    () =>
      helpChatMachine.provide({
        actors: {
          askQuestion: fromPromise<HelpAnswer, { question: string }>(({ input, signal }) =>
            askHelpChat(client, target, input.question, signal),
          ),
        },
      }),
    { input: { messages: readConversation(localStorage, target.realm) } },
  );
  const snapshot = useSelector(actor, (s) => s);
  const { messages, failure } = snapshot.context;
  const [question, setQuestion] = useState('');
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => {
    writeConversation(localStorage, target.realm, messages);
    // The latest message in view (the bottom of a column-reverse box), scrolling the conversation only.
    if (log.current) log.current.scrollTop = 0;
  }, [messages, target.realm]);

  const rate = (answerId: string, rating: 'up' | 'down') =>
    runWithToasts(() => rateHelpAnswer(client, target, answerId, rating), {
      pending: 'Sending your feedback…',
      success: 'Thanks for your feedback',
      error: 'Could not send your feedback',
    }).then(
      () => actor.send({ type: 'chat.rated', answerId, rating }),
      () => undefined,
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (question.trim() === '' || snapshot.hasTag('busy')) return;
    actor.send({ type: 'chat.ask', question });
    setQuestion('');
  };

  return (
    <Card.Root as="section" aria-labelledby="help-chat-title">
      <Card.Header>
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Stack gap="0">
            <Card.Title as="h2" id="help-chat-title">
              Ask the help chat
            </Card.Title>
            <Text fontSize="sm" color="fg.muted">
              Answers come from Offerwell’s help articles.
            </Text>
          </Stack>
          <Button size="sm" variant="outline" onClick={() => actor.send({ type: 'chat.newConversation' })}>
            New conversation
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {/* column-reverse keeps the newest message in view as the panel resizes; the reading order stays. */}
          <Flex
            ref={log}
            role="log"
            aria-label="Conversation"
            aria-live="polite"
            tabIndex={0}
            direction="column-reverse"
            maxH="28rem"
            overflowY="auto"
            pe="1"
            borderRadius="md"
            focusRing="outside"
          >
            <Stack gap="3">
              {messages.length === 0 ? (
                <Text color="fg.muted">
                  Ask about campaigns, keys, leads, sign-in or anything else in your console.
                </Text>
              ) : null}
              {messages.map((message) => (
                <ChatMessageView key={message.id} message={message} onRate={rate} />
              ))}
              {snapshot.hasTag('busy') ? (
                <HStack color="fg.muted" gap="2">
                  <Spinner size="sm" />
                  <Text>Looking in the help articles…</Text>
                </HStack>
              ) : null}
            </Stack>
          </Flex>
          {failure ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
              <Button size="sm" variant="outline" ms="auto" onClick={() => actor.send({ type: 'chat.retry' })}>
                Try again
              </Button>
            </Alert.Root>
          ) : null}
          <HStack as="form" onSubmit={submit} gap="2" align="stretch">
            <Input
              aria-label="Your question"
              placeholder="Type your question"
              value={question}
              maxLength={MAX_QUESTION_LENGTH}
              onChange={(event) => setQuestion(event.target.value)}
            />
            <Button type="submit" colorPalette="brand" loading={snapshot.hasTag('busy')}>
              Ask
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
