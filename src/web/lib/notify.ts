import type { ExternalToast } from 'sonner';
import { AppError } from '#shared/errors.ts';
import type { RuleMessage } from '#shared/rules/required-fields.ts';
import { toasterDemand } from './toaster-demand.ts';
import type { ToastKind } from './toasts.tsx';

/**
 * Shows a toast. The toaster mounts with the first one (app/toaster.tsx), and
 * sonner is not shipped with the first paint, which the bundle budget cannot
 * afford.
 *
 * Give the toasts of one action the same `id` (the error, the refusal and the
 * success of "save the profile"): a later toast then replaces the earlier one
 * in place, so an old error never stays stacked under the success that
 * followed it, and a second failure does not pile up on the first.
 */
export function notify(kind: ToastKind, title: string, options?: ExternalToast): void {
  toasterDemand.want();
  void import('./toasts.tsx').then(({ showToast }) => showToast(kind, title, options));
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
  options: { fallbackMessage?: string; onRetry?: () => void; id?: string } = {},
): void {
  const appError = error instanceof AppError ? error : undefined;
  const { fallbackMessage, onRetry, id } = options;
  notify('error', appError?.title ?? fallbackTitle, {
    id,
    description: appError?.userMessage ?? fallbackMessage ?? new AppError('INTERNAL').userMessage,
    action:
      appError?.code === 'NETWORK' && onRetry ? { label: 'Retry', onClick: onRetry } : undefined,
  });
}

/** A refusal worded up front, such as a required field left empty (requiredFieldMessages). */
export function notifyRefusal(
  { title, message }: RuleMessage,
  options: { id?: string } = {},
): void {
  notify('error', title, { id: options.id, description: message });
}
