import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { REALM_ROUTES } from '../../../domain/realms.ts';
import { ErrorScreen } from '../../../ui/error-screen.tsx';
import { useErrorPageText } from '../i18n/error-page-text.ts';
import { errorActionMessages } from '../i18n/messages/errors.ts';
import type { ConsumerPrefix } from '../workflow/navigation.ts';

/**
 * The consumer and /further error pages seen signed out (001 §2: they are public). A session issue or a lost
 * session lands here, so there is no marketplace behind the page: the way on is signing in again.
 */
export function SignedOutErrorPage({ prefix, code }: { prefix: ConsumerPrefix; code: string | null }) {
  const page = useErrorPageText(code);
  const signIn = prefix === '/consumer' ? REALM_ROUTES.consumer.loginPath : '/further/auth';
  return (
    <ErrorScreen
      title={page.title}
      message={page.message}
      actions={
        <Button asChild colorPalette="brand">
          <Link to={signIn}>
            <FormattedMessage {...errorActionMessages.signIn} />
          </Link>
        </Button>
      }
    />
  );
}
