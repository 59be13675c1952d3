import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ExtensionErrorPanel } from './extension-error-panel';

interface Props {
  extensionId: string;
  children: ReactNode;
  onError?(error: Error, info: ErrorInfo): void;
  /** Runs before the subtree is mounted again (e.g. re-activation). */
  onRetry?(): void;
  /** What to show instead of the full error panel (a widget's tile). */
  fallback?(error: Error, retry: () => void): ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches a render error of one extension's subtree and shows the error panel in its place. */
export class ExtensionErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  render() {
    if (this.state.error && this.props.fallback) return this.props.fallback(this.state.error, this.retry);
    if (this.state.error) return <ExtensionErrorPanel extensionId={this.props.extensionId} error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
