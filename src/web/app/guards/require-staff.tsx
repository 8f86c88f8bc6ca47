import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useSignedInUser } from '#web/lib/session.ts';

/** Staff screens: anyone else is sent home, as in the original. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { isStaff } = useSignedInUser();
  if (!isStaff) return <Navigate to={paths.home} replace />;
  return children;
}
