import { useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/lib/api-client.ts';
import { useSignedInUser } from '#web/lib/session.ts';

export async function getCheckinCalendar() {
  return (await apiClient.api.checkins.calendar.$get()).json();
}

/** The days of the last twelve weeks with a check-in. */
export function useCheckinCalendar() {
  const { user } = useSignedInUser();
  return useQuery({
    queryKey: ['checkin-calendar', user.id],
    queryFn: getCheckinCalendar,
    // A check-in written a moment ago on the dashboard shows at once.
    staleTime: 0,
  });
}
