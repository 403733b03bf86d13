import { SANDBOX_HUMAN_TOKEN } from '../../domain/catalog/identity.ts';

/**
 * The bot check on public forms that cost something to answer (the /further lookup mails a passcode), as a
 * CAPTCHA vendor (reCAPTCHA, hCaptcha, Turnstile) would sit behind it: the browser's widget gives a token, the
 * server asks the vendor whether it is good. A refusal is RECAPTCHA_FAILED (001 §8).
 */
export interface HumanCheck {
  verify(token: string): Promise<boolean>;
}

/** The sandbox's widget gives `sandbox-human`; anything else (e.g. `sandbox-robot`) is refused, deterministically. */
export { SANDBOX_HUMAN_TOKEN };
export const sandboxHumanCheck: HumanCheck = {
  async verify(token) {
    return token === SANDBOX_HUMAN_TOKEN;
  },
};
