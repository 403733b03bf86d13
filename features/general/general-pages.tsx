import { Button } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { ErrorScreen } from '../../ui/error-screen.tsx';
import { GenericErrorScreen } from './generic-error-screen.tsx';
import { GENERAL_MESSAGES } from './messages.ts';

function HomeButton() {
  return (
    <Button asChild variant="outline">
      <a href="/">Go to the home page</a>
    </Button>
  );
}

export function NotFoundPage() {
  return (
    <ErrorScreen
      title="Page not found"
      message="The page you are looking for does not exist or has moved."
      actions={<HomeButton />}
    />
  );
}

/** /error: the server-error page a 5xx answer leads to. */
export function ServerErrorPage() {
  // Back through the router's history (one URL mechanism, issue 28 item 4), not window.history.
  const { history } = useRouter();
  return (
    <GenericErrorScreen
      title={GENERAL_MESSAGES.oops}
      message={GENERAL_MESSAGES.tryAgainLater}
      actions={
        <Button variant="outline" onClick={() => history.back()}>
          Go back
        </Button>
      }
    />
  );
}

/** /network-error: the service-unavailable page a network failure leads to. */
export function NetworkErrorPage() {
  return (
    <GenericErrorScreen
      title={GENERAL_MESSAGES.oops}
      message={GENERAL_MESSAGES.networkError}
      actions={
        <Button variant="outline" onClick={() => window.location.reload()}>
          Try again
        </Button>
      }
    />
  );
}
