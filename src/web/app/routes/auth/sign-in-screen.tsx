import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '#shared/paths.ts';
import { EmailAuthForm, type AuthMode } from '#web/features/auth/components/email-auth-form.tsx';
import { ProviderButtons } from '#web/features/auth/components/provider-buttons.tsx';
import {
  noAwaitedConfirmation,
  readAwaitedConfirmation,
  rememberAwaitedConfirmation,
  subscribeToAwaitedConfirmation,
} from '#web/features/auth/utils/awaited-confirmation.ts';
import { AuthLayout } from '../../layout/auth-layout.tsx';
import { landingAfterSignIn } from './landing-after-sign-in.ts';

// Shown only after a sign-up that awaits its confirmation: not in the first paint's budget.
const CheckInbox = lazy(() =>
  import('#web/features/auth/components/check-inbox.tsx').then((module) => ({
    default: module.CheckInbox,
  })),
);

type SignInScreenProps = {
  /** Where a signed-in creator goes next. */
  returnTo: string;
  heading?: string;
  intro?: string;
  /** Above the form: what an invitation link says. */
  banner?: ReactNode;
  initialMode?: AuthMode;
  initialEmail?: string;
};

/** The sign-in screen as a visitor sees it: the form, the providers, the legal links. */
export function SignInScreen({ returnTo, banner, ...props }: SignInScreenProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // The address a sign-up in this tab awaits the confirmation of (kept across a reload).
  const awaitedEmail = useSyncExternalStore(
    subscribeToAwaitedConfirmation,
    readAwaitedConfirmation,
    noAwaitedConfirmation,
  );
  // Where the form starts again after "Check your inbox": the key draws it afresh.
  const [formStart, setFormStart] = useState({
    key: 0,
    mode: props.initialMode,
    email: props.initialEmail,
  });

  function leaveCheckInbox(mode: AuthMode) {
    setFormStart((start) => ({ key: start.key + 1, mode, email: awaitedEmail ?? undefined }));
    rememberAwaitedConfirmation(null);
  }

  // The query client loads here, once signed in, not with the screen (decision 030).
  async function enter() {
    rememberAwaitedConfirmation(null);
    const [{ getBrowserQueryClient }, { sessionQueryOptions }] = await Promise.all([
      import('#web/lib/query-provider.tsx'),
      import('#web/lib/session-query.ts'),
    ]);
    const me = await getBrowserQueryClient().fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
    await navigate(landingAfterSignIn(me, returnTo), { replace: true });
  }

  if (awaitedEmail !== null) {
    return (
      <AuthLayout heading="Check your inbox" intro="One step left: confirm your email address.">
        <Suspense fallback={<p role="status">Loading...</p>}>
          <CheckInbox
            email={awaitedEmail}
            onChangeAddress={() => leaveCheckInbox('sign-up')}
            onSignIn={() => leaveCheckInbox('sign-in')}
          />
        </Suspense>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      heading={props.heading ?? 'Welcome, creator'}
      intro={
        props.intro ??
        'Sign in to continue your journey through the realms, or create your account to begin.'
      }
      footer={
        <p className="px-2 text-center text-xs leading-relaxed text-ink-soft">
          By continuing, you agree to Emberpath's{' '}
          <Link to={paths.terms} className="underline underline-offset-2">
            Terms of Service
          </Link>{' '}
          and acknowledge our{' '}
          <Link to={paths.privacy} className="underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
      }
    >
      <div className="flex flex-col gap-5">
        {searchParams.get('error') === 'INVALID_TOKEN' && (
          <p role="status" className="rounded-xl bg-ember-50 p-3 text-sm text-ink">
            That link has expired or was already used. Sign in, or ask for a new one.
          </p>
        )}
        {banner}
        <EmailAuthForm
          key={formStart.key}
          onSignedIn={enter}
          onAwaitingConfirmation={rememberAwaitedConfirmation}
          initialMode={formStart.mode}
          initialEmail={formStart.email}
        />
        <ProviderButtons callbackPath={returnTo} />
      </div>
    </AuthLayout>
  );
}
