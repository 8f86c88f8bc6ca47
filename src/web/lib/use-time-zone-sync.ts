import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '#web/lib/api-client.ts';
import { sessionQueryKey } from '#web/lib/query-client.ts';

/**
 * "Today" for check-ins is the creator's own day: when this device's time
 * zone differs from the one on record (a sign-in through a provider, a move),
 * the record follows the device.
 */
export function useTimeZoneSync(
  recordedTimeZone: string | undefined,
  followsDevice: boolean | undefined,
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    // A zone chosen by hand in the settings stays where it was put.
    if (followsDevice === false) return;
    const deviceTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!recordedTimeZone || !deviceTimeZone || recordedTimeZone === deviceTimeZone) return;
    void apiClient.api.me['time-zone']
      .$put({ json: { timeZone: deviceTimeZone } })
      .then(() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
          queryClient.invalidateQueries({ queryKey: ['progress'] }),
        ]),
      )
      .catch(() => undefined);
  }, [recordedTimeZone, followsDevice, queryClient]);
}
