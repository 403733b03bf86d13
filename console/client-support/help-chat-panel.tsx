import { Button, Card, Flex, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import type { HelpAnswer } from '../../api/help-chat.ts';
import { MAX_QUESTION_LENGTH } from '../../domain/validation/help-chat.ts';
import { runWithToasts } from '../../kit/toasts.ts';
import { useAppActor } from '../../kit/use-app-actor.ts';
import { readConversation, writeConversation } from '../../machines/help-chat/chat-conversation.ts';
import { type ChatMessage, type HelpRating, helpChatMachine } from '../../machines/help-chat/help-chat-machine.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { clientSupportHelpChatPanelMessages as m } from '../messages/client-support-help-chat-panel.ts';
import { ChatMessageView } from './chat-message.tsx';
import { askHelpChat, type HelpChatTarget, rateHelpAnswer } from './help-chat-calls.ts';

/** The help chat (000 §1): the conversation, the question box and thumbs per answer; kept under chatConversation-{realm}. */
export function HelpChatPanel({ client, target }: { client: ApiClient; target: HelpChatTarget }) {
  const { formatMessage: t } = useIntl();
  const chat = useHelpChat(client, target);
  return (
    <Card.Root as="section" aria-labelledby="help-chat-title">
      <Card.Header>
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Stack gap="0">
            <Card.Title as="h2" id="help-chat-title">
              {t(m.askTheHelpChat)}
            </Card.Title>
            <Text fontSize="sm" color="fg.muted">
              {t(m.answersComeFromOfferwellS)}
            </Text>
          </Stack>
          <Button size="sm" variant="outline" onClick={() => chat.send({ type: 'chat.newConversation' })}>
            {t(m.newConversation)}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <ConversationLog messages={chat.messages} busy={chat.busy} onRate={chat.rate} />
          {chat.failure ? (
            <ErrorAlert message={chat.failure}>
              <Button size="sm" variant="outline" ms="auto" onClick={() => chat.send({ type: 'chat.retry' })}>
                {t(m.tryAgain)}
              </Button>
            </ErrorAlert>
          ) : null}
          <QuestionForm busy={chat.busy} onAsk={(question) => chat.send({ type: 'chat.ask', question })} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The helpChat actor asking through the API, its conversation kept in localStorage per realm, and the thumbs. */
function useHelpChat(client: ApiClient, target: HelpChatTarget) {
  const intl = useIntl();
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

  useEffect(() => {
    writeConversation(localStorage, target.realm, messages);
  }, [messages, target.realm]);

  const rate = (answerId: string, rating: HelpRating): Promise<void> =>
    runWithToasts(
      () => rateHelpAnswer(client, target, answerId, rating),
      {
        pending: m.sendingYourFeedback,
        success: m.thanksForYourFeedback,
        error: m.couldNotSendYourFeedback,
      },
      intl,
    ).then(
      () => actor.send({ type: 'chat.rated', answerId, rating }),
      () => undefined,
    );

  return { messages, failure, busy: snapshot.hasTag('busy'), send: actor.send, rate };
}

function ConversationLog(props: {
  messages: readonly ChatMessage[];
  busy: boolean;
  onRate: (answerId: string, rating: HelpRating) => Promise<void>;
}) {
  const { formatMessage: t } = useIntl();
  const log = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new message is what brings the latest one into view.
  useEffect(() => {
    // The latest message in view (the bottom of a column-reverse box), scrolling the conversation only.
    if (log.current) log.current.scrollTop = 0;
  }, [props.messages]);
  return (
    // column-reverse keeps the newest message in view as the panel resizes; the reading order stays.
    <Flex
      ref={log}
      role="log"
      aria-label={t(m.conversation)}
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
        {props.messages.length === 0 ? <Text color="fg.muted">{t(m.askAboutCampaignsKeysLeads)}</Text> : null}
        {props.messages.map((message) => (
          <ChatMessageView key={message.id} message={message} onRate={props.onRate} />
        ))}
        {props.busy ? (
          <HStack color="fg.muted" gap="2">
            <Spinner size="sm" />
            <Text>{t(m.lookingInTheHelpArticles)}</Text>
          </HStack>
        ) : null}
      </Stack>
    </Flex>
  );
}

/** The question box: a question is sent once, not while the last one is still being answered. */
function QuestionForm({ busy, onAsk }: { busy: boolean; onAsk: (question: string) => void }) {
  const { formatMessage: t } = useIntl();
  const [question, setQuestion] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (question.trim() === '' || busy) return;
    onAsk(question);
    setQuestion('');
  };
  return (
    <HStack as="form" onSubmit={submit} gap="2" align="stretch">
      <Input
        aria-label={t(m.yourQuestion)}
        placeholder={t(m.typeYourQuestion)}
        value={question}
        maxLength={MAX_QUESTION_LENGTH}
        onChange={(event) => setQuestion(event.target.value)}
      />
      <Button type="submit" colorPalette="brand" loading={busy}>
        {t(m.ask)}
      </Button>
    </HStack>
  );
}
