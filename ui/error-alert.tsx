import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * An error said at once (role alert) above a form or a panel: a refused sign-in, a failed send. Nothing while there
 * is no message; `children` after the title (a Try again button).
 */
export function ErrorAlert({ message, children }: { message: ReactNode; children?: ReactNode }) {
  if (message === null || message === undefined || message === false || message === '') return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
      {children}
    </Alert.Root>
  );
}
