import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Me } from '#shared/schemas/me.ts';
import { apiClient } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * "Today" for check-ins is the creator's own day: when this device's time
 * zone differs from the one on record (a sign-in through a provider, a move),
 * the record follows the device.
 */
export function useTimeZoneSync(user: Me['user'] | undefined) {
  const queryClient = useQueryClient();
  const userId = user?.id;
  const recordedTimeZone = user?.timeZone;
  const followsDevice = user?.timeZoneFollowsDevice;
  useEffect(() => {
    // A zone chosen by hand in the settings stays where it was put.
    if (followsDevice === false) return;
    const deviceTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!userId || !recordedTimeZone || !deviceTimeZone || recordedTimeZone === deviceTimeZone)
      return;
    void apiClient.api.me['time-zone']
      .$put({ json: { timeZone: deviceTimeZone } })
      .then(() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.session }),
          queryClient.invalidateQueries({ queryKey: queryKeys.progress(userId) }),
        ]),
      )
      .catch(() => undefined);
  }, [userId, recordedTimeZone, followsDevice, queryClient]);
}
