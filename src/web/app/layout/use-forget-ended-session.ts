import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Me } from '#shared/schemas/me.ts';

/**
 * Whether this screen is forgetting a creator the server says is no longer
 * signed in (Sign out everywhere, a new password, the account deleted
 * elsewhere). `me` is the session as the screen knows it: a creator it showed
 * (the server's word, or this device's copy), then null from the server. This
 * device then forgets them as signing out does, answers and drafts included,
 * or the next person to open the app here would find them.
 */
export function useForgetEndedSession(me: Me | null | undefined): boolean {
  const queryClient = useQueryClient();
  const [shownUserId, setShownUserId] = useState<string>();
  if (me && me.user.id !== shownUserId) setShownUserId(me.user.id);
  const endedUserId = me === null ? shownUserId : undefined;
  useEffect(() => {
    if (!endedUserId) return;
    // Loaded when needed: the first screens' budgets (decision 030) do without it.
    void import('./forget-personal-data.ts')
      .then(({ forgetPersonalData }) => forgetPersonalData(endedUserId, queryClient))
      .finally(() => setShownUserId(undefined));
  }, [endedUserId, queryClient]);
  return endedUserId !== undefined;
}
