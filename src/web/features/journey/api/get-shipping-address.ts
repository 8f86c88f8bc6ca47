import { useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/lib/api-client.ts';
import { useSignedInUser } from '#web/lib/session.ts';

/** The address saved in the settings, which the Ember Kit claim form starts from. */
export function useSavedShippingAddress() {
  const { user } = useSignedInUser();
  return useQuery({
    queryKey: ['shipping-address', user.id],
    queryFn: async () => (await apiClient.api.profile['shipping-address'].$get()).json(),
    // Saved in the settings a moment ago: the claim form shows it.
    staleTime: 0,
  });
}
