import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorScreen } from '../../ui/error-screen.tsx';
import type { Message } from '../../ui/intl/define-messages.ts';
import { generalMessages as m } from './messages/general.ts';
import { isInNativeHost, requestNativeClose } from './native-bridge.ts';

/**
 * The generic error screen of 000 §1 / 001 §2. The Close button appears when a native bridge exists, or when the
 * caller asks for it (a web view whose bridge is injected late); pressing it without a handler shows
 * 'Unable to close window'.
 */
export function GenericErrorScreen({
  title = m.oops,
  message = m.tryAgainLater,
  showClose,
  actions,
}: {
  title?: Message;
  message?: Message;
  showClose?: boolean;
  actions?: React.ReactNode;
}) {
  const { formatMessage: t } = useIntl();
  const [closeError, setCloseError] = useState<Message | null>(null);
  const closable = showClose ?? isInNativeHost();
  return (
    <ErrorScreen
      title={t(title)}
      message={t(message)}
      actions={actions}
      onClose={closable ? () => setCloseError(requestNativeClose()) : undefined}
      closeError={closeError ? t(closeError) : null}
    />
  );
}
