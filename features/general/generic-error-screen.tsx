import { useState } from 'react';
import { ErrorScreen } from '../../ui/error-screen.tsx';
import { GENERAL_MESSAGES } from './messages.ts';
import { isInNativeHost, requestNativeClose } from './native-bridge.ts';

/**
 * The generic error screen of 000 §1 / 001 §2. The Close button appears when a native bridge exists, or when the
 * caller asks for it (a web view whose bridge is injected late); pressing it without a handler shows
 * 'Unable to close window'.
 */
export function GenericErrorScreen({
  title = GENERAL_MESSAGES.oops,
  message = GENERAL_MESSAGES.tryAgainLater,
  showClose,
  actions,
}: {
  title?: string;
  message?: string;
  showClose?: boolean;
  actions?: React.ReactNode;
}) {
  const [closeError, setCloseError] = useState<string | null>(null);
  const closable = showClose ?? isInNativeHost();
  return (
    <ErrorScreen
      title={title}
      message={message}
      actions={actions}
      onClose={closable ? () => setCloseError(requestNativeClose()) : undefined}
      closeError={closeError}
    />
  );
}
