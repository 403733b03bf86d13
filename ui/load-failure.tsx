import { Alert, Button } from '@chakra-ui/react';

/** A load failure in place (002 §8 "There was an error getting the branches"), with Try again when it can retry. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry?: (() => void) | undefined }) {
  return (
    <Alert.Root status="error" role="alert" borderRadius="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
      </Alert.Content>
      {onRetry ? (
        <Button size="sm" variant="outline" alignSelf="center" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Alert.Root>
  );
}
