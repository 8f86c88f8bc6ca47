import { Link } from 'react-router';
import { AppError } from '#shared/errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { authPathFor, paths } from '#shared/paths.ts';
import { notifyError } from '#web/lib/notify.ts';
import { useChangeSubscription, useUnsubscribeLink } from '../api/unsubscribe.ts';
import { BreakableName } from '#web/components/breakable-name.tsx';

const settingsLink = (
  <Link
    to={authPathFor(paths.settingsNotifications)}
    className="font-semibold text-ember-700 underline-offset-4 hover:underline"
  >
    Choose your emails in settings
  </Link>
);

/**
 * The page an email's unsubscribe link opens: it says what would stop and
 * asks first, so a mail scanner following the link changes nothing.
 */
export function UnsubscribeConfirmation({ token }: { token: string }) {
  const link = useUnsubscribeLink(token);
  const change = useChangeSubscription(token);

  if (link.isPending) {
    return (
      <p role="status" className="text-ink-soft">
        Checking your link...
      </p>
    );
  }
  if (link.isError) {
    const error = link.error instanceof AppError ? link.error : new AppError('INTERNAL');
    return (
      <div role="alert" className="flex flex-col gap-3">
        <p className="font-semibold text-ink">{error.title ?? 'Link Not Valid'}</p>
        <p className="text-ink-soft">{error.userMessage}</p>
        {settingsLink}
      </div>
    );
  }
  const { email, label } = link.data;
  const changeTo = (isOn: boolean) =>
    change.mutate(isOn, {
      onError: (error) => notifyError(error, isOn ? 'Not Resubscribed' : 'Not Unsubscribed'),
    });
  // Keyed, so a button is never reused across the two states (its colour would animate over).
  if (link.data.isUnsubscribed) {
    return (
      <div key="unsubscribed" className="flex flex-col gap-3">
        <div role="status" className="flex flex-col gap-3">
          <p className="font-semibold text-ink">You’re unsubscribed</p>
          <p className="text-ink-soft">
            <BreakableName text={email} /> will get no more “{label}” emails from Emberpath.
          </p>
        </div>
        <Button variant="secondary" disabled={change.isPending} onClick={() => changeTo(true)}>
          {change.isPending ? 'Resubscribing...' : 'Unsubscribed by mistake? Resubscribe'}
        </Button>
        {settingsLink}
      </div>
    );
  }
  return (
    <div key="subscribed" className="flex flex-col gap-4">
      <p className="text-ink">
        Stop “{label}” emails to{' '}
        <strong>
          <BreakableName text={email} />
        </strong>
        ?
      </p>
      <Button size="full" disabled={change.isPending} onClick={() => changeTo(false)}>
        {change.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
      </Button>
    </div>
  );
}
