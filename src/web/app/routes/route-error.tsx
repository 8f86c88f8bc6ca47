import { Component, type ReactNode } from 'react';
import { buttonVariants } from '#web/components/ui/button.tsx';

/** Catches a screen that fails to load or crashes (a new deploy, a lost connection). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  render() {
    if (!this.state.hasFailed) return this.props.children;
    return (
      <div
        role="alert"
        className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center"
      >
        <h1 className="text-2xl font-semibold text-ink">Something went wrong</h1>
        <p className="text-ink-soft">This screen could not be shown. Reloading usually helps.</p>
        <a href={window.location.href} className={buttonVariants()}>
          Reload
        </a>
      </div>
    );
  }
}
