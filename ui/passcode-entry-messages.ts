import { defineMessages } from './intl/define-messages.ts';

/** The passcode boxes' words (consumer redeem journey and registration); English outside a consumer page. */
export const passcodeEntryMessages = defineMessages({
  passcode: { id: 'ui.passcode.passcode', defaultMessage: 'Passcode' },
  digit: { id: 'ui.passcode.digit', defaultMessage: 'Digit {digit}' },
  allDigits: { id: 'ui.passcode.allDigits', defaultMessage: 'Enter all {digits} digits of your passcode.' },
  verify: { id: 'ui.passcode.verify', defaultMessage: 'Verify' },
  newCode: { id: 'ui.passcode.newCode', defaultMessage: 'Send a new code' },
  cooldown: { id: 'ui.passcode.cooldown', defaultMessage: 'You can ask for a new code in {seconds} seconds' },
});
