import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';
import { useSignedInUser } from './session.ts';

/**
 * The address saved in the settings, which the Ember Kit claim form starts
 * from: one endpoint, one cache entry, for the two features that show it.
 */
export const getShippingAddressQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['shipping-address', userId] as const,
    queryFn: async () => (await apiClient.api.profile['shipping-address'].$get()).json(),
    // Saved in the settings a moment ago: the claim form shows it.
    staleTime: 0,
  });

export function useShippingAddress() {
  const { user } = useSignedInUser();
  return useQuery(getShippingAddressQueryOptions(user.id));
}
