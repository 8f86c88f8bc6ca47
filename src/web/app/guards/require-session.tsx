import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { LoadingScreen } from '#web/components/ui/loading-screen.tsx';
import { authPathFor } from '#shared/paths.ts';
import { QueryProvider } from '#web/lib/query-provider.tsx';
import { SignedInUserContext } from '#web/lib/session.ts';
import { useSession } from '#web/lib/session-query.ts';
import { useTimeZoneSync } from '#web/lib/use-time-zone-sync.ts';
import { useForgetEndedSession } from '../layout/use-forget-ended-session.ts';

/**
 * Signed-in screens only: visitors go to /auth and come back here afterwards.
 * The screens inside read the creator with useSignedInUser(), and ask the
 * server through the query client given here.
 */
export function RequireSession() {
  return (
    <QueryProvider>
      <SignedInOnly />
    </QueryProvider>
  );
}

function SignedInOnly() {
  const location = useLocation();
  const session = useSession();
  useTimeZoneSync(session.data?.user);
  const isForgetting = useForgetEndedSession(session.data);

  if (session.isPending) return <LoadingScreen message="Loading your sanctuary..." />;
  // With a copy from this device, a failed check (offline) still shows the creator their journey.
  if (session.isError && !session.data) {
    return (
      <div
        role="alert"
        className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center"
      >
        <p className="text-ink">{session.error.message}</p>
        <Button onClick={() => void session.refetch()}>Try again</Button>
      </div>
    );
  }
  if (isForgetting) return <LoadingScreen message="Signing you out..." />;
  if (!session.data)
    return <Navigate to={authPathFor(location.pathname + location.search)} replace />;
  return (
    <SignedInUserContext value={session.data}>
      <Outlet />
    </SignedInUserContext>
  );
}
