import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  remote: string;
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

/**
 * Keeps one remote's failure inside its slot: a remote whose files are unreachable (or that
 * throws while rendering) must not take the header and navigation down with it.
 */
export class RemoteErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.remote} remote failed`, error, info.componentStack);
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
