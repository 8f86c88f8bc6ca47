import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Me } from '#shared/schemas/me.ts';
import { apiClient } from './api-client.ts';
import { queryKeys } from './query-keys.ts';
import { runWhenIdle } from './when-idle.ts';

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
    if (followsDevice === false || !userId || !recordedTimeZone) return;
    let isCurrent = true;
    // Reading the device's zone loads the locale's date data (20–50 ms the first time): once the
    // browser is idle, not in the first screen's hydration (decision 031).
    runWhenIdle(() => {
      const deviceTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      if (!isCurrent || !deviceTimeZone || recordedTimeZone === deviceTimeZone) return;
      void apiClient.api.me['time-zone']
        .$put({ json: { timeZone: deviceTimeZone } })
        .then(() =>
          Promise.all([
            queryClient.invalidateQueries({ queryKey: queryKeys.session }),
            queryClient.invalidateQueries({ queryKey: queryKeys.progress(userId) }),
          ]),
        )
        .catch(() => undefined);
    });
    return () => {
      isCurrent = false;
    };
  }, [userId, recordedTimeZone, followsDevice, queryClient]);
}
