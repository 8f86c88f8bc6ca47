import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { LoadingScreen } from '#web/components/ui/loading-screen.tsx';
import { authPathFor } from '#shared/paths.ts';
import { QueryProvider } from '#web/lib/query-provider.tsx';
import type { Me } from '#shared/schemas/me.ts';
import { SignedInUserContext } from '#web/lib/session.ts';
import { useSession } from '#web/lib/session-query.ts';
import { useTimeZoneSync } from '#web/lib/use-time-zone-sync.ts';
import { forgetPersonalData } from '../layout/forget-personal-data.ts';

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

/**
 * The server says the session this shell showed has ended (Sign out
 * everywhere, a new password, the account deleted elsewhere): before going to
 * /auth, this device forgets the creator as signing out does (answers, drafts,
 * copies of the progress), or the next person to open it would find them.
 */
function useForgetEndedSession(me: Me | null | undefined): boolean {
  const queryClient = useQueryClient();
  const [shownUserId, setShownUserId] = useState<string>();
  if (me && me.user.id !== shownUserId) setShownUserId(me.user.id);
  const endedUserId = me === null ? shownUserId : undefined;
  useEffect(() => {
    if (!endedUserId) return;
    void forgetPersonalData(endedUserId, queryClient).finally(() => setShownUserId(undefined));
  }, [endedUserId, queryClient]);
  return endedUserId !== undefined;
}
