import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { AccountSettingsSection } from '#web/features/account-settings/components/account-settings-section.tsx';
import { DataRightsSection } from '#web/features/account-settings/components/data-rights-section.tsx';
import { CalendarFeedCard } from '#web/features/notification-settings/components/calendar-feed-card.tsx';
import { NotificationSettingsSection } from '#web/features/notification-settings/components/notification-settings-section.tsx';
import { paths } from '#shared/paths.ts';
import { notify } from '#web/lib/notify.ts';
import { useIsLaptop } from '#web/lib/use-is-laptop.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { forgetPersonalData } from '../../layout/forget-personal-data.ts';
import { settingsSections, type SettingsSectionPath } from '../../settings-sections.ts';
import { SettingsIndex } from './settings-index.tsx';
import { useLinkLanding } from './use-link-landing.ts';

/**
 * /profile/settings and its four sections. On a phone the index is a page of
 * its own and each section another; on a laptop the index stays beside the
 * section, so /profile/settings opens the first section (replacing itself in
 * the history, so Back leaves settings rather than coming back here).
 */
export function Component() {
  const { pathname, search } = useLocation();
  const isLaptop = useIsLaptop();
  const section = settingsSections.find((candidate) => candidate.path === pathname);
  if (!section && isLaptop) return <Navigate to={paths.settingsAccount + search} replace />;
  return <SettingsPage current={section?.path} />;
}

function SettingsPage({ current }: { current: SettingsSectionPath | undefined }) {
  useLinkLanding();
  return (
    <div className="flex flex-col gap-4 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      <SettingsIndex className={current && 'hidden lg:flex'} />
      {current && (
        <div className="flex min-w-0 flex-col gap-4">
          <Link
            to={paths.settings}
            className="-ml-1 flex min-h-11 items-center gap-1 self-start font-medium text-ember-700 lg:hidden"
          >
            <ChevronLeft className="size-5" aria-hidden />
            All settings
          </Link>
          <SectionCards path={current} />
        </div>
      )}
    </div>
  );
}

function SectionCards({ path }: { path: SettingsSectionPath }): ReactNode {
  const { user } = useSignedInUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // Signed out everywhere, or the account is gone: this device forgets the creator too.
  async function leave() {
    await forgetPersonalData(user.id, queryClient);
    await navigate(paths.auth, { replace: true });
  }

  switch (path) {
    case paths.settingsAccount:
      return <AccountSettingsSection onSignedOut={leave} />;
    case paths.settingsNotifications:
      return <NotificationSettingsSection />;
    case paths.settingsCalendar:
      return <CalendarFeedCard />;
    case paths.settingsPrivacy:
      return (
        <DataRightsSection
          onDeleted={async () => {
            await leave();
            notify('success', 'Account Deleted', {
              description:
                'Everything you kept in Emberpath is gone. Thank you for walking the path.',
            });
          }}
        />
      );
  }
}
