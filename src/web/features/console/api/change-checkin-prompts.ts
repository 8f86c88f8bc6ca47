import { apiClient } from '#web/lib/api-client.ts';
import { useConsoleMutation } from './console-requests.ts';

/** The seven weekday check-in prompts, Sunday first. */
export function useChangeCheckinPrompts() {
  return useConsoleMutation(async (prompts: string[]) =>
    (await apiClient.api.admin.programme['checkin-prompts'].$put({ json: { prompts } })).json(),
  );
}
