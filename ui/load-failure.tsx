import { Alert, Button } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { loadFailureMessages as m } from './messages/load-failure.ts';

/** A load failure in place (002 §8 "There was an error getting the branches"), with Try again when it can retry. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry?: (() => void) | undefined }) {
  const { formatMessage: t } = useIntl();
  return (
    <Alert.Root status="error" role="alert" borderRadius="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
      </Alert.Content>
      {onRetry ? (
        <Button size="sm" variant="outline" alignSelf="center" onClick={onRetry}>
          {t(m.tryAgain)}
        </Button>
      ) : null}
    </Alert.Root>
  );
}
