import type { RoleInput } from '#shared/schemas/admin.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { useConsoleMutation } from './console-requests.ts';

/** Grants or removes the staff role (the last staff member keeps it). */
export function useChangeRole() {
  return useConsoleMutation(async (input: { userId: string } & RoleInput) =>
    (
      await apiClient.api.admin.creators[':userId'].role.$put({
        param: { userId: input.userId },
        json: { role: input.role },
      })
    ).json(),
  );
}
