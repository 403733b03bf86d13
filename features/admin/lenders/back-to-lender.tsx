import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { LuArrowLeft } from 'react-icons/lu';

/** The way back from one of a lender's pages to its summary. */
export function BackToLender({ lenderId }: { lenderId: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to="/admin/console/lenders/$lenderId" params={{ lenderId }}>
        <LuArrowLeft /> Back to lender
      </Link>
    </Button>
  );
}

/** A prospect's users (their pages come with the console users' part of issue 12). */
export function ProspectUsersLink({ lenderId, name }: { lenderId: string; name?: string | undefined }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link
        to="/admin/console/prospects/$lenderId/users"
        params={{ lenderId }}
        aria-label={name ? `Users of ${name}` : undefined}
      >
        Users
      </Link>
    </Button>
  );
}
