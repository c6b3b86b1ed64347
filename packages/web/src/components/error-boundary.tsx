import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientErrorLater } from '../lib/report-client-error-later';
import { RenderFailure } from './render-failure';

interface Props {
  children: ReactNode;
  fallback?: ReactNode;
}

interface State {
  error: unknown;
}

/** Catches render errors outside the router (providers, banners) and shows the render-failure screen. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown render error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Render failed', error, info.componentStack);
    // The failure screen says "Please refresh"; the team hears of it (issue 41 §5).
    reportClientErrorLater(error, 'render');
  }

  override render() {
    if (this.state.error) return this.props.fallback ?? <RenderFailure standalone />;
    return this.props.children;
  }
}
