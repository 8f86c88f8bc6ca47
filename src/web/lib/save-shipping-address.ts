import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShippingAddressInput } from '#shared/schemas/profile.ts';
import { apiClient } from './api-client.ts';
import { getShippingAddressQueryOptions } from './get-shipping-address.ts';
import { useSignedInUser } from './session.ts';

/** Saves the address the Ember Kit claim form starts from; the claim form shows it at once. */
export function useSaveShippingAddress() {
  const { user } = useSignedInUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ShippingAddressInput) =>
      (await apiClient.api.profile['shipping-address'].$put({ json: input })).json(),
    onSuccess: (saved) =>
      queryClient.setQueryData(getShippingAddressQueryOptions(user.id).queryKey, saved),
  });
}
