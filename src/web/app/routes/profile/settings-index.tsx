import { ChevronRight } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '#web/lib/cn.ts';
import { paths } from '#shared/paths.ts';
import { settingsSections, type SettingsSectionPath } from '../../settings-sections.ts';

/** What each section holds, in the words of its cards, so a setting is found by its name too. */
const summaries: Record<SettingsSectionPath, string> = {
  [paths.settingsAccount]:
    'Email address, password, signed-in devices, time zone and shipping address',
  [paths.settingsNotifications]: 'Daily check-in reminder, push on this device and emails',
  [paths.settingsCalendar]: 'Your check-ins and realm openings in your own calendar',
  [paths.settingsPrivacy]: 'Download your data, or delete your account',
};

/** The list of settings sections, the current one marked (aria-current) and highlighted. */
export function SettingsIndex({ className }: { className?: string | undefined }) {
  return (
    <nav aria-label="Settings" className={cn('flex flex-col lg:sticky lg:top-24', className)}>
      <ul className="flex flex-col divide-y divide-line overflow-hidden rounded-(--radius-card) border border-line bg-white shadow-sm lg:divide-y-0 lg:border-0 lg:bg-transparent lg:shadow-none">
        {settingsSections.map((section) => (
          <li key={section.path}>
            <NavLink
              to={section.path}
              end
              className={({ isActive }) =>
                cn(
                  'flex min-h-16 items-center gap-3 px-5 py-3 hover:bg-ember-50 lg:min-h-11 lg:rounded-xl lg:px-3 lg:py-2',
                  isActive && 'lg:bg-ember-100 lg:hover:bg-ember-100',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span className={cn('font-medium text-ink', isActive && 'text-ember-800')}>
                      {section.title}
                    </span>
                    <span className="text-sm text-ink-soft">{summaries[section.path]}</span>
                  </span>
                  <ChevronRight className="size-5 shrink-0 text-ink-soft lg:hidden" aria-hidden />
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
