import { CalendarFeedCard } from './calendar-feed-card.tsx';
import { EmailPreferencesCard } from './email-preferences-card.tsx';
import { ReminderSettingsCard } from './reminder-settings-card.tsx';

/** The notifications part of /profile/settings: reminders, push on this device, email. */
export function NotificationSettingsSection() {
  return (
    <div className="flex flex-col gap-4">
      <ReminderSettingsCard />
      <CalendarFeedCard />
      <EmailPreferencesCard />
    </div>
  );
}
