import { lazy, Suspense, useEffect } from 'react';
import { Navigate } from 'react-router';
import { joinCohortPath } from '#shared/paths.ts';
import { LoadingScreen } from '#web/components/ui/loading-screen.tsx';
import { useJoinPreview } from '#web/features/cohorts/api/get-join-preview.ts';
import { rememberPendingJoin } from '#web/features/cohorts/utils/pending-join.ts';
import { useInvitation, type Invitation } from '#web/features/invites/api/get-invitation.ts';
import type { AuthMode } from '#web/features/auth/components/email-auth-form.tsx';
import { QueryProvider } from '#web/lib/query-provider.tsx';
import { useSession } from '#web/lib/session-query.ts';
import { useForgetEndedSession } from '../../layout/use-forget-ended-session.ts';
import { SignInScreen } from './sign-in-screen.tsx';
import { landingAfterSignIn } from './landing-after-sign-in.ts';

/*
 * The sign-in screen's parts that ask the server, with the query client: loaded when an
 * invitation link or a session this device keeps needs the server's word (auth.tsx).
 */

// Only invitation links need it.
const InvitationBanner = lazy(() =>
  import('#web/features/invites/components/invitation-banner.tsx').then((module) => ({
    default: module.InvitationBanner,
  })),
);

// Only cohort join links need it.
const CohortJoinBanner = lazy(() =>
  import('#web/features/cohorts/components/cohort-join-banner.tsx').then((module) => ({
    default: module.CohortJoinBanner,
  })),
);

type SignInWithServerProps = {
  inviteCode: string | null;
  cohortCode: string | null;
  returnTo: string;
};

/** The sign-in screen once the server has said who is signed in and what the invitation is. */
export function SignInWithServer(props: SignInWithServerProps) {
  return (
    <QueryProvider>
      <SignInAfterAsking {...props} />
    </QueryProvider>
  );
}

function SignInAfterAsking({ inviteCode, cohortCode, ...props }: SignInWithServerProps) {
  // Signing in or up from a cohort's join link ends on its page, where the creator joins.
  const returnTo = cohortCode !== null ? joinCohortPath(cohortCode) : props.returnTo;
  const invitation = useInvitation(inviteCode);
  const cohort = useJoinPreview(cohortCode ?? '', cohortCode !== null);
  useEffect(() => {
    if (cohortCode !== null) rememberPendingJoin(cohortCode);
  }, [cohortCode]);
  const session = useSession();
  // A copy of a session the server no longer knows: this device forgets its creator.
  useForgetEndedSession(session.data);

  // Only the server's word counts here: this device's copy of the session may be out of date.
  const isConfirmedByServer = session.dataUpdatedAt > 0;
  if (session.data && !isConfirmedByServer && session.isFetching)
    return <LoadingScreen message="Loading..." />;
  if (session.data && isConfirmedByServer)
    return <Navigate to={landingAfterSignIn(session.data, returnTo)} replace />;
  if (invitation.isPending && inviteCode !== null)
    return <LoadingScreen message="Opening your invitation..." />;
  if (cohort.isPending && cohortCode !== null)
    return <LoadingScreen message="Opening your cohort..." />;
  const openInvitation = invitation.data?.status === 'sent' ? invitation.data : undefined;

  return (
    // The banner's chunk is fetched with an invitation link: the screen waits for it, not jumps.
    <Suspense fallback={<LoadingScreen message="Opening your invitation..." />}>
      <SignInScreen
        returnTo={returnTo}
        heading={openInvitation ? "You're invited" : undefined}
        intro={
          openInvitation
            ? 'Someone who walked the realms before you is passing the flame.'
            : undefined
        }
        banner={
          inviteCode !== null ? (
            <InvitationBanner invitation={invitation.data} error={invitation.error} />
          ) : (
            cohortCode !== null && <CohortJoinBanner preview={cohort.data} error={cohort.error} />
          )
        }
        initialMode={
          inviteCode !== null
            ? formModeFor(invitation.data)
            : cohortCode !== null
              ? 'sign-up'
              : undefined
        }
        initialEmail={openInvitation?.inviteeEmail}
      />
    </Suspense>
  );
}

/** An invitation opens sign-up; a used one most likely belongs to someone who now signs in. */
function formModeFor(invitation: Invitation | undefined): AuthMode {
  return invitation?.status === 'accepted' ? 'sign-in' : 'sign-up';
}

/**
 * Signed in elsewhere in this browser (the server's hint cookie, no copy here): the form shows
 * while the server is asked, and a creator it confirms goes on to `returnTo`.
 */
export function SessionRedirect({ returnTo }: { returnTo: string }) {
  return (
    <QueryProvider>
      <RedirectWhenSignedIn returnTo={returnTo} />
    </QueryProvider>
  );
}

function RedirectWhenSignedIn({ returnTo }: { returnTo: string }) {
  const session = useSession();
  return session.data && session.dataUpdatedAt > 0 ? (
    <Navigate to={landingAfterSignIn(session.data, returnTo)} replace />
  ) : null;
}
