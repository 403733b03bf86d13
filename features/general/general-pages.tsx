import { Button } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { ErrorScreen } from '../../ui/error-screen.tsx';
import { GenericErrorScreen } from './generic-error-screen.tsx';
import { generalMessages } from './messages/general.ts';
import { generalPagesMessages as m } from './messages/general-pages.ts';

function HomeButton() {
  const { formatMessage: t } = useIntl();
  return (
    <Button asChild variant="outline">
      <a href="/">{t(m.goToTheHomePage)}</a>
    </Button>
  );
}

export function NotFoundPage() {
  const { formatMessage: t } = useIntl();
  return <ErrorScreen title={t(m.pageNotFound)} message={t(m.thePageYouAreLooking)} actions={<HomeButton />} />;
}

/** /error: the server-error page a 5xx answer leads to. */
export function ServerErrorPage() {
  const { formatMessage: t } = useIntl();
  // Back through the router's history (one URL mechanism, issue 28 item 4), not window.history.
  const { history } = useRouter();
  return (
    <GenericErrorScreen
      title={generalMessages.oops}
      message={generalMessages.tryAgainLater}
      actions={
        <Button variant="outline" onClick={() => history.back()}>
          {t(m.goBack)}
        </Button>
      }
    />
  );
}

/** /network-error: the service-unavailable page a network failure leads to. */
export function NetworkErrorPage() {
  const { formatMessage: t } = useIntl();
  return (
    <GenericErrorScreen
      title={generalMessages.oops}
      message={generalMessages.networkError}
      actions={
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t(m.tryAgain)}
        </Button>
      }
    />
  );
}
