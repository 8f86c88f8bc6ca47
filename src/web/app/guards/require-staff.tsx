import { LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { LoadingScreen } from '#web/components/ui/loading-screen.tsx';
import { paths } from '#shared/paths.ts';
import type { Permission } from '#shared/rules/staff-permissions.ts';
import { canIn, rolesAllowedWords } from '#web/lib/permissions.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { useSession } from '#web/lib/session-query.ts';

/**
 * Staff screens, each for the roles granting its permission (decision 041).
 * Other staff are told whose screen it is, kindly, with the way back; anyone
 * else is sent home, as in the original.
 */
export function RequireStaff({
  permission,
  children,
}: {
  permission: Permission;
  children: ReactNode;
}) {
  const me = useSignedInUser();
  const session = useSession();
  // The device's copy may predate a grant: only the server's answer closes a screen.
  const isConfirmed = session.dataUpdatedAt > 0 || session.isError;
  if (me.isStaff && canIn(me, permission)) return children;
  if (!isConfirmed) return <LoadingScreen message="Loading..." />;
  if (!me.isStaff) return <Navigate to={paths.home} replace />;
  return (
    <EmptyState icon={LockKeyhole} heading="Not One of Your Screens">
      <p>
        This part of the console is for {rolesAllowedWords(permission)}. An admin can change your
        roles.
      </p>
      <p className="mt-3">
        <Link to={paths.admin} className="font-semibold text-ember-800 underline">
          Back to the console home
        </Link>
      </p>
    </EmptyState>
  );
}
