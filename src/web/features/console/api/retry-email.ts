import { apiClient } from '#web/lib/api-client.ts';
import { useConsoleMutation } from './console-requests.ts';

/** Sends a failed or waiting email again, from its first try. */
export function useRetryEmail() {
  return useConsoleMutation(async (emailId: number) =>
    (
      await apiClient.api.admin.emails[':emailId'].retry.$post({
        param: { emailId: String(emailId) },
      })
    ).json(),
  );
}
