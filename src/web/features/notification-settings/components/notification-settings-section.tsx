import { EmailPreferencesCard } from './email-preferences-card.tsx';
import { ReminderSettingsCard } from './reminder-settings-card.tsx';

/** Settings → Notifications: reminders, push on this device, email. */
export function NotificationSettingsSection() {
  return (
    <div className="flex flex-col gap-4">
      <ReminderSettingsCard />
      <EmailPreferencesCard />
    </div>
  );
}
