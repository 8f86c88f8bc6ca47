import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DeleteAccountInput,
  ShippingAddressInput,
  TimeZoneSettingInput,
} from '#shared/schemas/profile.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { sessionQueryKey } from '#web/lib/query-client.ts';

const shippingAddressQueryKey = ['shipping-address'] as const;

export function useShippingAddress() {
  return useQuery({
    queryKey: shippingAddressQueryKey,
    queryFn: async () => (await apiClient.api.profile['shipping-address'].$get()).json(),
  });
}

export function useSaveShippingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ShippingAddressInput) =>
      (await apiClient.api.profile['shipping-address'].$put({ json: input })).json(),
    onSuccess: (saved) => queryClient.setQueryData(shippingAddressQueryKey, saved),
  });
}

export function useSaveTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TimeZoneSettingInput) =>
      (await apiClient.api.profile['time-zone'].$put({ json: input })).json(),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['progress'] }),
      ]),
  });
}

export async function deleteAccount(input: DeleteAccountInput) {
  return (await apiClient.api.account.delete.$post({ json: input })).json();
}

/**
 * Where 'Download my data' points: a plain link, so the browser downloads the
 * zip the server streams (as an attachment) without holding it in the page.
 */
export const EXPORT_PATH = '/api/account/export';
