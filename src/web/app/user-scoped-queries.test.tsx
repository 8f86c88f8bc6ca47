import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '#shared/schemas/me.ts';
import { signedInUser } from '#testing/render.tsx';
import { useCalendarFeed } from '#web/features/notification-settings/api/calendar-feed.ts';
import { useEmailPreferences } from '#web/features/notification-settings/api/email-preferences.ts';
import { useReminderSettings } from '#web/features/notification-settings/api/reminder-settings.ts';
import { useFeedback } from '#web/features/journey/api/get-feedback.ts';
import { useNotifications } from '#web/features/notifications/api/get-notifications.ts';
import { useProfile } from '#web/features/profile/api/get-profile.ts';
import { SignedInUserContext } from '#web/lib/session.ts';

// On a shared device, the next person to sign in must never see the last
// one's data from the cache while theirs loads: a key holding a person's
// data carries their id.

const maya = signedInUser();
const sam: Me = { ...maya, user: { ...maya.user, id: 'creator-2', name: 'Sam Okafor' } };

let answeringFor: string;

beforeEach(() => {
  answeringFor = maya.user.id;
  vi.stubGlobal('fetch', async () => Response.json({ owner: answeringFor }));
});

const hooks = {
  useProfile,
  useReminderSettings,
  useEmailPreferences,
  useCalendarFeed,
  useNotifications,
  useFeedback,
};

describe("a person's cached data", () => {
  it.each(Object.entries(hooks))(
    '%s: is not shown to the next person to sign in',
    async (_, useData) => {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const as = (me: Me) =>
        function SignedIn({ children }: { children: ReactNode }) {
          return (
            <QueryClientProvider client={queryClient}>
              <SignedInUserContext value={me}>{children}</SignedInUserContext>
            </QueryClientProvider>
          );
        };
      const first = renderHook(() => useData(), { wrapper: as(maya) });
      await waitFor(() => expect(first.result.current.data).toEqual({ owner: maya.user.id }));
      first.unmount();

      answeringFor = sam.user.id;
      const next = renderHook(() => useData(), { wrapper: as(sam) });
      expect(next.result.current.data).toBeUndefined();
      await waitFor(() => expect(next.result.current.data).toEqual({ owner: sam.user.id }));
    },
  );
});
