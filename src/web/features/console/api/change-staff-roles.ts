import type { StaffRolesInput } from '#shared/schemas/admin.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { useConsoleMutation } from './console-requests.ts';

/** Sets someone's staff roles (the last admin stays one; decision 041). */
export function useChangeStaffRoles() {
  return useConsoleMutation(async (input: { userId: string } & StaffRolesInput) =>
    (
      await apiClient.api.admin.creators[':userId'].roles.$put({
        param: { userId: input.userId },
        json: { roles: input.roles },
      })
    ).json(),
  );
}
