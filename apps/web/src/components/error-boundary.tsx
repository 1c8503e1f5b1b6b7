import { Component, type ReactNode } from 'react';
import { reportError } from '../lib/error-reporting';

type ErrorBoundaryProps = {
  /** Shown instead of the children once they have thrown. */
  fallback: ReactNode;
  /** A new value gives the children another try (the next page, the next user). */
  resetKey: unknown;
  children: ReactNode;
};
type ErrorBoundaryState = { failed: boolean; resetKey: unknown };

/**
 * Catches what its children throw while rendering, including a lazy module whose code cannot be
 * loaded, and reports it to the error tracker when one is configured (decision 031). React offers
 * this only to class components (getDerivedStateFromError).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState) {
    return Object.is(props.resetKey, state.resetKey)
      ? null
      : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    reportError(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
