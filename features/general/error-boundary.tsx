import { Component, type ErrorInfo, type ReactNode } from 'react';
import { DEFAULT_LOCALE } from '../../domain/i18n/locales.ts';
import { IntlRoot } from '../../ui/intl/intl-root.tsx';
import { GenericErrorScreen } from './generic-error-screen.tsx';

/** 002 §8: a rendering crash shows the generic error screen and is logged. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Rendering crashed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    // Above the router, so above the pages' language: the crash screen speaks the seed's English (its messages'
    // defaults), the one language every page has.
    return (
      <IntlRoot locale={DEFAULT_LOCALE} messages={{}}>
        <GenericErrorScreen />
      </IntlRoot>
    );
  }
}
