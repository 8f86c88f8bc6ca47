import { AppError } from '#shared/errors.ts';
import { outsideLinksIn } from '#shared/rules/outside-links.ts';

/**
 * Staff's words go out in the programme's own email and bell: a link in them may lead to the
 * app, never elsewhere, where it would borrow the programme's trust.
 */
export function refuseOutsideLinks(words: string, appUrl: string): void {
  const outside = outsideLinksIn(words, appUrl);
  if (outside.length === 0) return;
  const message = `Links in a nudge may only lead to Emberpath (${appUrl}). Please remove ${outside.join(', ')}.`;
  throw new AppError('VALIDATION_FAILED', {
    title: 'Outside Link',
    userMessage: message,
    problems: [{ path: 'message', message }],
  });
}
