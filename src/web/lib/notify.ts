import type { ExternalToast } from 'sonner';

type ToastKind = 'success' | 'error' | 'info';

/**
 * Shows a toast. sonner is fetched on first use rather than shipped with the
 * first paint, which the bundle budget cannot afford.
 */
export function notify(kind: ToastKind, title: string, options?: ExternalToast): void {
  void import('sonner').then(({ toast }) => toast[kind](title, options));
}
