import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { LuArrowLeft } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { lendersBackToLenderMessages as m } from '../messages/lenders-back-to-lender.ts';

/** The way back from one of a lender's pages to its summary. */
export function BackToLender({ lenderId }: { lenderId: string }) {
  const { formatMessage: t } = useIntl();
  return (
    <Button asChild variant="outline" size="sm">
      <Link to="/admin/console/lenders/$lenderId" params={{ lenderId }}>
        <LuArrowLeft /> {t(m.backToLender)}
      </Link>
    </Button>
  );
}

/** A prospect's users (their pages come with the console users' part of issue 12). */
export function ProspectUsersLink({ lenderId, name }: { lenderId: string; name?: string | undefined }) {
  const { formatMessage: t } = useIntl();
  return (
    <Button asChild variant="outline" size="sm">
      <Link
        to="/admin/console/prospects/$lenderId/users"
        params={{ lenderId }}
        aria-label={name ? t(m.usersOf, { name }) : undefined}
      >
        {t(m.users)}
      </Link>
    </Button>
  );
}
