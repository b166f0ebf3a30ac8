import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What to show instead of children that threw while rendering. */
  fallback: (error: unknown) => ReactNode;
  /** A new value (the next address) gives the children another try. */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  error: unknown;
  /** The resetKey the error happened under. */
  failedAt?: unknown;
  failed: boolean;
}

/**
 * Catches a screen that throws while rendering (React's class-only API), so the frame stays up
 * with a friendly page instead of a blank one. Leaving for another address retries.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (!state.failed) return { failedAt: props.resetKey };
    if (props.resetKey !== state.failedAt) {
      return { error: undefined, failed: false, failedAt: props.resetKey };
    }
    return null;
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
