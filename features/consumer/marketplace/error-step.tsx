import { Button, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { ErrorScreen } from '../../../ui/error-screen.tsx';
import { useErrorPageText } from '../i18n/error-page-text.ts';
import { errorActionMessages as m } from '../i18n/messages/errors.ts';
import { useWorkflowNavigation } from '../workflow/navigation.ts';

// Loaded when an error page is reached (marketplace-screen.tsx), with every code's texts: the marketplace's first
// screens do not need them (issue 17).

/** The error page of 001 §2 (/consumer/error/{error}): what happened for this code, and the way on. */
export function MarketplaceErrorStep({ code }: { code: string | null }) {
  const workflow = useWorkflowNavigation();
  const page = useErrorPageText(code);
  const { formatMessage: t } = useIntl();
  const pending = code === 'OFFER_REDEMPTION_STIPS_PENDING';
  return (
    <Stack>
      <ErrorScreen
        title={page.title}
        message={page.message}
        actions={
          pending ? (
            <Button asChild colorPalette="brand">
              <Link to={`${workflow.prefix}/offers/pending`}>{t(m.seePending)}</Link>
            </Button>
          ) : (
            <Button variant="outline" onClick={() => workflow.send({ type: 'marketplace.startOver' })}>
              {t(page.browse ? m.browse : m.tryAgain)}
            </Button>
          )
        }
      />
    </Stack>
  );
}
