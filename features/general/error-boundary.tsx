import { Component, type ErrorInfo, type ReactNode } from 'react';
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
    return this.state.failed ? <GenericErrorScreen /> : this.props.children;
  }
}
