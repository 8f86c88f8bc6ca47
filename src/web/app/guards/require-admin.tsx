import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useSession } from '#web/features/session/api/get-session.ts';

/** Staff screens: anyone else is sent home, as in the original. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data } = useSession();
  if (!data?.isAdmin) return <Navigate to={paths.home} replace />;
  return children;
}
