import { paths } from '#shared/paths.ts';

/**
 * The settings, in four pages a creator can find by the name they look for:
 * listed on /profile/settings, named in the user menu, titled in the header.
 * What each holds is said in routes/profile/settings-index.tsx and chosen in
 * routes/profile/settings.tsx (loaded with the page, not with the app shell).
 */
export const settingsSections = [
  {
    path: paths.settingsAccount,
    title: 'Account',
  },
  {
    path: paths.settingsNotifications,
    title: 'Notifications',
  },
  {
    path: paths.settingsCalendar,
    title: 'Calendar',
  },
  {
    path: paths.settingsPrivacy,
    title: 'Privacy and Data',
  },
] as const;

export type SettingsSectionPath = (typeof settingsSections)[number]['path'];
