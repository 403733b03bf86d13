import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/connection-banner.tsx. */
export const connectionBannerMessages = messagesOf('kit.connectionBanner', {
  connectionLost: 'Connection lost, try again later',
});
