import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { AppError } from '#shared/errors.ts';
import { apiClient } from '#web/lib/api-client.ts';

const missingTokenError = () =>
  new AppError('NOT_FOUND', {
    title: 'Link Not Valid',
    userMessage:
      'This unsubscribe link is not complete. Open it again from the email, or choose your emails in your settings.',
  });

type UnsubscribeLink = InferResponseType<typeof apiClient.api.unsubscribe.details.$get, 200>;

const unsubscribeLinkQueryKey = (token: string) => ['unsubscribe', token] as const;

/** What the link in an email would stop; works signed out (the token is the authority). */
export function useUnsubscribeLink(token: string) {
  return useQuery({
    queryKey: unsubscribeLinkQueryKey(token),
    queryFn: async () => {
      if (token === '') throw missingTokenError();
      return (await apiClient.api.unsubscribe.details.$get({ query: { token } })).json();
    },
    retry: false,
  });
}

/** Stops the link's kind of email (`isOn: false`), or undoes that (`isOn: true`). */
export function useChangeSubscription(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (isOn: boolean) => {
      const response = isOn
        ? await apiClient.api.unsubscribe.$delete({ query: { token } })
        : await apiClient.api.unsubscribe.$post({ query: { token } });
      return response.json();
    },
    onSuccess: (_, isOn) =>
      queryClient.setQueryData(unsubscribeLinkQueryKey(token), (link?: UnsubscribeLink) =>
        link ? { ...link, isUnsubscribed: !isOn } : link,
      ),
  });
}
