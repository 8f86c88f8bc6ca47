import { AppError } from '#shared/errors.ts';
import { inviteMessages } from '#shared/rules/invites.ts';
import { notify } from '#web/lib/notify.ts';

/**
 * A refused or failed send, in the original's words: 'Error Sending Invite'
 * with the server's message, or 'Failed to send invite. Please try again.'
 * when there is none worth showing. Refusals the spec words on their own
 * ('Missing Information', 'Authentication Required') keep their titles.
 */
export function notifySendFailure(error: unknown, onRetry: () => void): void {
  const appError = error instanceof AppError ? error : undefined;
  const hasOwnTitle =
    appError?.title !== undefined &&
    (appError.code === 'VALIDATION_FAILED' || appError.code === 'UNAUTHENTICATED');
  const hasUsefulMessage = appError !== undefined && appError.code !== 'INTERNAL';
  notify('error', hasOwnTitle ? appError.title! : inviteMessages.sendFailedTitle, {
    description: hasUsefulMessage ? appError.userMessage : inviteMessages.sendFailed,
    action: appError?.code === 'NETWORK' ? { label: 'Retry', onClick: onRetry } : undefined,
  });
}
