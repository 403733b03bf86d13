import { Button } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { type ConsoleRealm, REALM_ROUTES } from '../../domain/realms.ts';
import { ACCESS_DENIED_MESSAGE, AccessDenied } from '../../ui/access-denied.tsx';
import { showToast } from '../../ui/toaster.tsx';
import { accessDeniedPageMessages as m } from './messages/access-denied-page.ts';

/** 002 §6: an unauthorized user sees the access-denied page and a toast saying they lack permissions. */
export function AccessDeniedPage({ realm }: { realm: ConsoleRealm }) {
  const { formatMessage: t } = useIntl();
  const navigate = useNavigate();
  const denied = t(ACCESS_DENIED_MESSAGE);
  useEffect(() => {
    showToast({ id: 'access-denied', type: 'error', title: denied });
  }, [denied]);
  return (
    <AccessDenied
      actions={
        <Button variant="outline" onClick={() => void navigate({ to: REALM_ROUTES[realm].defaultLanding })}>
          {t(m.goToTheDashboard)}
        </Button>
      }
    />
  );
}
