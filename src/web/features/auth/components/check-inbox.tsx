import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { AppError } from '#shared/errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { sendConfirmationAgain } from '../api/email-auth.ts';
import { useCountdown } from '../hooks/use-countdown.ts';

const textButton = 'min-h-11 font-semibold text-ember-700 hover:underline';

/** How long "Send the link again" rests after each send: mail can take a minute to arrive. */
export const RESEND_COOLDOWN_SECONDS = 60;

type Resend =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; sentAt: number }
  | { kind: 'refused'; message: string };

/**
 * What a sign-up that awaits its confirmation shows, for as long as it
 * awaits it: where the link went, a way to have it sent again (resting a
 * minute after each send), and what to do when nothing arrives.
 */
export function CheckInbox(props: {
  email: string;
  /** Back to the sign-up form with this address, to correct it. */
  onChangeAddress: () => void;
  onSignIn: () => void;
}) {
  const [resend, setResend] = useState<Resend>({ kind: 'idle' });
  const secondsLeft = useCountdown(
    resend.kind === 'sent' ? resend.sentAt : null,
    RESEND_COOLDOWN_SECONDS,
  );
  const isResting = resend.kind === 'sent' && secondsLeft > 0;

  async function sendAgain() {
    setResend({ kind: 'sending' });
    try {
      await sendConfirmationAgain(props.email);
      setResend({ kind: 'sent', sentAt: Date.now() });
    } catch (error) {
      const appError = error instanceof AppError ? error : new AppError('INTERNAL');
      setResend({ kind: 'refused', message: appError.userMessage });
    }
  }

  let buttonLabel = 'Send the link again';
  if (resend.kind === 'sending') buttonLabel = 'Sending...';
  else if (isResting) buttonLabel = `Send again in ${secondsLeft} s`;

  return (
    <div className="flex flex-col gap-4 text-ink">
      <div className="flex items-start gap-3">
        <MailCheck className="mt-0.5 size-6 shrink-0 text-ember-700" aria-hidden />
        <p>
          We sent a link to <strong className="break-all">{props.email}</strong>. Follow it and type
          your password on the page it opens to finish signing up. The link works for one hour.
        </p>
      </div>
      <Button
        variant="secondary"
        size="full"
        disabled={resend.kind === 'sending' || isResting}
        onClick={() => void sendAgain()}
      >
        {buttonLabel}
      </Button>
      {resend.kind === 'sent' && (
        <p role="status" className="rounded-xl bg-ember-50 p-3 text-sm">
          Sent again. It can take a few minutes to arrive; the newest link is the one to use.
        </p>
      )}
      {resend.kind === 'refused' && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900">
          {resend.message}
        </p>
      )}
      <div className="flex flex-col gap-2 border-t border-line pt-4 text-sm text-ink-soft">
        <h2 className="font-semibold text-ink">Nothing arrived?</h2>
        <ul className="flex list-disc flex-col gap-1 pl-5">
          <li>Look in your spam or junk folder, and wait a few minutes.</li>
          <li>Check that the address above is right; if not, sign up again with the right one.</li>
        </ul>
        {/* Worded and drawn like the sign-in form's own switch between signing in and up. */}
        <div className="flex flex-wrap gap-x-5">
          <button type="button" className={textButton} onClick={props.onChangeAddress}>
            Use a different address
          </button>
          <button type="button" className={textButton} onClick={props.onSignIn}>
            Sign in
          </button>
        </div>
      </div>
    </div>
  );
}
