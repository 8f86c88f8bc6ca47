import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '#web/components/ui/loading-screen.tsx';
import { paths, safeReturnPath } from '#shared/paths.ts';
import { EmailAuthForm, type AuthMode } from '#web/features/auth/components/email-auth-form.tsx';
import { ProviderButtons } from '#web/features/auth/components/provider-buttons.tsx';
import { useInvitation, type Invitation } from '#web/features/invites/api/get-invitation.ts';
import { sessionQueryOptions, useSession } from '#web/lib/session.ts';
import { AuthLayout } from '../layout/auth-layout.tsx';

// Only invitation links need it: kept out of the sign-in screen's first load.
const InvitationBanner = lazy(() =>
  import('#web/features/invites/components/invitation-banner.tsx').then((module) => ({
    default: module.InvitationBanner,
  })),
);

export function Component() {
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get('redirect'));
  const inviteCode = searchParams.get('invite');
  const invitation = useInvitation(inviteCode);
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // Only the server's word counts here: this device's copy of the session may be out of date.
  // Without a copy, the form shows while the server is asked, as the page drawn at build time does.
  const isConfirmedByServer = session.dataUpdatedAt > 0;
  if (session.data && !isConfirmedByServer && session.isFetching)
    return <LoadingScreen message="Loading..." />;
  if (session.data && isConfirmedByServer) return <Navigate to={returnTo} replace />;
  if (invitation.isPending && inviteCode !== null)
    return <LoadingScreen message="Opening your invitation..." />;
  const openInvitation = invitation.data?.status === 'sent' ? invitation.data : undefined;

  async function enter() {
    await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
    await navigate(returnTo, { replace: true });
  }

  return (
    // The banner's chunk is fetched with an invitation link: the screen waits for it, not jumps.
    <Suspense fallback={<LoadingScreen message="Opening your invitation..." />}>
      <AuthLayout
        heading={openInvitation ? "You're invited" : 'Welcome, creator'}
        intro={
          openInvitation
            ? 'Someone who walked the realms before you is passing the flame.'
            : 'Sign in to continue your journey through the realms, or create your account to begin.'
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
          {inviteCode !== null && (
            <InvitationBanner invitation={invitation.data} error={invitation.error} />
          )}
          <EmailAuthForm
            onSignedIn={enter}
            initialMode={inviteCode !== null ? formModeFor(invitation.data) : undefined}
            initialEmail={openInvitation?.inviteeEmail}
          />
          <ProviderButtons callbackPath={returnTo} />
        </div>
      </AuthLayout>
    </Suspense>
  );
}

/** An invitation opens sign-up; a used one most likely belongs to someone who now signs in. */
function formModeFor(invitation: Invitation | undefined): AuthMode {
  return invitation?.status === 'accepted' ? 'sign-in' : 'sign-up';
}
