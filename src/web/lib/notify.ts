import type { ExternalToast } from 'sonner';
import { AppError } from '#shared/errors.ts';
import type { RuleMessage } from '#shared/rules/required-fields.ts';

type ToastKind = 'success' | 'error' | 'info';

/**
 * Shows a toast. sonner is fetched on first use rather than shipped with the
 * first paint, which the bundle budget cannot afford.
 */
export function notify(kind: ToastKind, title: string, options?: ExternalToast): void {
  void import('sonner').then(({ toast }) => toast[kind](title, options));
}

/**
 * An error toast in the server's words: its title when it gave one (a 409
 * 'Quest Completed'), else `fallbackTitle`, and its message. Anything that is
 * not an AppError gets `fallbackMessage` or the generic one. `onRetry` adds a
 * Retry button when the connection failed.
 */
export function notifyError(
  error: unknown,
  fallbackTitle: string,
  options: { fallbackMessage?: string; onRetry?: () => void } = {},
): void {
  const appError = error instanceof AppError ? error : undefined;
  const { fallbackMessage, onRetry } = options;
  notify('error', appError?.title ?? fallbackTitle, {
    description: appError?.userMessage ?? fallbackMessage ?? new AppError('INTERNAL').userMessage,
    action:
      appError?.code === 'NETWORK' && onRetry ? { label: 'Retry', onClick: onRetry } : undefined,
  });
}

/** A refusal worded up front, such as a required field left empty (requiredFieldMessages). */
export function notifyRefusal({ title, message }: RuleMessage): void {
  notify('error', title, { description: message });
}
