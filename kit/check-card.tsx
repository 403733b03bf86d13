import { Alert, Button, Card, Heading, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { type Words, wordsNode } from './words.ts';

/** What a check answered: passed or not, a title naming the outcome and the detail below it. */
export interface CheckOutcome {
  readonly ok: boolean;
  readonly title: Words;
  readonly message: string;
}

/** A check's outcome: a success status, or an alert with the named problem as its title. */
export function CheckOutcomeAlert({ outcome }: { outcome: CheckOutcome }) {
  return (
    <Alert.Root status={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{wordsNode(outcome.title)}</Alert.Title>
        <Alert.Description wordBreak="break-word">{outcome.message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * A card that runs one check on the server (a connection test) and shows its outcome beside the button; a failed
 * call is shown as a failed check with the error's message.
 */
export function CheckCard({
  heading,
  description,
  disabled,
  run,
  failedTitle,
}: {
  readonly heading: string;
  readonly description: string;
  readonly disabled: boolean;
  readonly run: () => Promise<CheckOutcome>;
  /** The title of a check whose call itself failed. */
  readonly failedTitle: Words;
}) {
  const check = useMutation({ mutationFn: run });
  return (
    <Card.Root variant="outline">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {heading}
        </Heading>
        <Text color="fg.muted">{description}</Text>
        <Button
          alignSelf="flex-start"
          variant="outline"
          loading={check.isPending}
          disabled={disabled}
          onClick={() => check.mutate()}
        >
          {heading}
        </Button>
        {check.data ? <CheckOutcomeAlert outcome={check.data} /> : null}
        {check.isError ? (
          <CheckOutcomeAlert outcome={{ ok: false, title: failedTitle, message: check.error.message }} />
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
