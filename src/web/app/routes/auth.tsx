import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingScreen } from '#web/components/ui/loading-screen.tsx';
import { safeReturnPath } from '#shared/paths.ts';
import { hasCachedSession, hasSignedInHint } from '#web/lib/session.ts';
import { useIsHydrated } from '#web/lib/use-is-hydrated.ts';
import { SignInScreen } from './auth/sign-in-screen.tsx';

// The parts that ask the server, with the query client: a visitor's first load (the screen as
// drawn at build time) does without them (decision 030).
const SignInWithServer = lazy(() =>
  import('./auth/sign-in-with-server.tsx').then((module) => ({
    default: module.SignInWithServer,
  })),
);
const SessionRedirect = lazy(() =>
  import('./auth/sign-in-with-server.tsx').then((module) => ({
    default: module.SessionRedirect,
  })),
);

export function Component() {
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get('redirect'));
  const inviteCode = searchParams.get('invite');
  // A cohort's join link: the screen that asks the server shows the cohort and goes on to it.
  const cohortCode = searchParams.get('cohort');
  // Read once: the screen does not swap its form when the server later says the copy is stale.
  const [keepsSession] = useState(hasCachedSession);
  const isHydrated = useIsHydrated();

  if (inviteCode !== null || cohortCode !== null || keepsSession) {
    return (
      <Suspense
        fallback={
          <LoadingScreen
            message={inviteCode === null ? 'Loading...' : 'Opening your invitation...'}
          />
        }
      >
        <SignInWithServer inviteCode={inviteCode} cohortCode={cohortCode} returnTo={returnTo} />
      </Suspense>
    );
  }
  return (
    <>
      <SignInScreen returnTo={returnTo} />
      {isHydrated && hasSignedInHint() && (
        <Suspense fallback={null}>
          <SessionRedirect returnTo={returnTo} />
        </Suspense>
      )}
    </>
  );
}
