import { messagesOf } from './intl/define-messages.ts';

/** The passcode boxes' words (consumer redeem journey and registration); English outside a consumer page. */
export const passcodeEntryMessages = messagesOf('ui.passcode', {
  passcode: 'Passcode',
  digit: 'Digit {digit}',
  allDigits: 'Enter all {digits} digits of your passcode.',
  verify: 'Verify',
  newCode: 'Send a new code',
  cooldown: 'You can ask for a new code in {seconds} seconds',
});
