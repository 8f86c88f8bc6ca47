import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authClient } from '#web/lib/auth-client.ts';
import { callAuth } from '#web/lib/call-auth.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { paths, withQuery } from '#shared/paths.ts';

// better-auth's own endpoints for what belongs to the account: its address,
// its password and the devices signed in to it.

const sessionsQueryKey = (userId: string) => ['signed-in-devices', userId] as const;
const accountsQueryKey = (userId: string) => ['sign-in-methods', userId] as const;

/** The devices signed in to this account, and which one is this. */
export function useSignedInDevices() {
  const { user } = useSignedInUser();
  return useQuery({
    queryKey: sessionsQueryKey(user.id),
    queryFn: async () => {
      const [sessions, current] = await Promise.all([
        callAuth(() => authClient.listSessions()),
        callAuth(() => authClient.getSession()),
      ]);
      return { sessions, currentToken: current?.session.token ?? null };
    },
    staleTime: 0,
  });
}

/** Whether the creator signs in with a password (not only through a provider). */
export function useHasPassword() {
  const { user } = useSignedInUser();
  return useQuery({
    queryKey: accountsQueryKey(user.id),
    queryFn: async () => {
      const accounts = await callAuth(() => authClient.listAccounts());
      return accounts.some((account) => account.providerId === 'credential');
    },
  });
}

export function useSignOutDevice() {
  const queryClient = useQueryClient();
  const { user } = useSignedInUser();
  return useMutation({
    mutationFn: (token: string) => callAuth(() => authClient.revokeSession({ token })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey(user.id) }),
  });
}

/** Every session of the account ends, this one included. */
export function signOutEverywhere() {
  return callAuth(() => authClient.revokeSessions());
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  const { user } = useSignedInUser();
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      callAuth(() => authClient.changePassword({ ...input, revokeOtherSessions: true })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey(user.id) }),
  });
}

/** Sends the confirmation link to the new address; nothing changes until it is followed. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (newEmail: string) =>
      callAuth(() =>
        authClient.changeEmail({
          newEmail,
          // The link lands here with a word to say: the settings page confirms it (or its error).
          callbackURL: withQuery(paths.settingsAccount, { confirmed: 'email' }),
        }),
      ),
  });
}
