import type { DeleteAccountInput } from '#shared/schemas/profile.ts';
import { apiClient } from '#web/lib/api-client.ts';

export async function deleteAccount(input: DeleteAccountInput) {
  return (await apiClient.api.account.delete.$post({ json: input })).json();
}
