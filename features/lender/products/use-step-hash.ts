import { useEffect } from 'react';
import { isWizardStep, type WizardStep } from '../../../domain/catalog/product-wizard.ts';

const showStep = (step: WizardStep) => {
  if (window.location.hash !== `#${step}`)
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.search}#${step}`,
    );
};

export const stepOfHash = (): WizardStep | undefined => {
  const hash = typeof window === 'undefined' ? '' : window.location.hash.slice(1);
  return isWizardStep(hash) ? hash : undefined;
};

/**
 * The wizard's step IS the URL's hash anchor: the machine's step is written to the hash (replacing the entry), and a
 * hash the user follows (a step link, back) is sent as a request; a refused one is put back to the current step.
 */
export function useStepHash(current: WizardStep | null, request: (step: WizardStep) => WizardStep | null): void {
  useEffect(() => {
    if (current) showStep(current);
  }, [current]);
  useEffect(() => {
    const onHash = () => {
      const step = stepOfHash();
      const shown = step ? request(step) : null;
      if (shown) showStep(shown);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [request]);
}
