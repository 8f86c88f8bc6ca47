import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadingScreen } from '#web/components/ui/loading-screen.tsx';
import { paths } from '#shared/paths.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { useSession } from '#web/lib/session-query.ts';

/** Staff screens: anyone else is sent home, as in the original. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { isStaff } = useSignedInUser();
  const session = useSession();
  if (isStaff) return children;
  // The device's copy may predate a grant: only the server's answer sends someone home.
  const isConfirmed = session.dataUpdatedAt > 0 || session.isError;
  if (!isConfirmed) return <LoadingScreen message="Loading..." />;
  return <Navigate to={paths.home} replace />;
}
