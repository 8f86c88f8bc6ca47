import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { permissionsOf, type StaffRole } from '#shared/rules/staff-permissions.ts';
import type { Me } from '#shared/schemas/me.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { SignedInUserContext } from '#web/lib/session.ts';
import { getCurriculumQueryOptions } from '#web/features/journey/api/get-curriculum.ts';
import { curriculumAsShipped } from './progress-fixture.ts';

/** Renders a screen piece with what the app provides around it: a query client and a router. */
export function renderWithProviders(
  ui: ReactNode,
  options: { path?: string; seed?: (queryClient: QueryClient) => void } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  options.seed?.(queryClient);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * A signed-in creator as `/api/me` describes them; with `isStaff`, an admin, or the
 * staff member holding `staffRoles`.
 */
export function signedInUser(overrides: { isStaff?: boolean; staffRoles?: StaffRole[] } = {}): Me {
  const staffRoles = overrides.staffRoles ?? (overrides.isStaff ? ['admin' as const] : []);
  return {
    user: {
      id: 'creator-1',
      email: 'maya@emberpath.test',
      name: 'Maya Rivera',
      image: null,
      emailVerified: true,
      timeZone: 'UTC',
      timeZoneFollowsDevice: true,
    },
    isStaff: staffRoles.length > 0,
    staffRoles,
    permissions: permissionsOf(staffRoles),
  };
}

/** As inside the signed-in shell, which provides the creator to every screen. */
export function renderSignedIn(
  ui: ReactNode,
  options: { path?: string; me?: Me; seed?: (queryClient: QueryClient) => void } = {},
) {
  const me = options.me ?? signedInUser();
  return renderWithProviders(<SignedInUserContext value={me}>{ui}</SignedInUserContext>, {
    path: options.path,
    // As the shell has it: the session confirmed by the server, the curriculum as shipped.
    seed: (queryClient) => {
      queryClient.setQueryData(queryKeys.session, me);
      queryClient.setQueryData(getCurriculumQueryOptions().queryKey, curriculumAsShipped());
      options.seed?.(queryClient);
    },
  });
}
