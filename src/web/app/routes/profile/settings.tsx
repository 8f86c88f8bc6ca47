import { NotificationSettingsSection } from '#web/features/notification-settings/components/notification-settings-section.tsx';

export function Component() {
  return (
    <div className="flex flex-col gap-4">
      <NotificationSettingsSection />
      <p className="text-center text-sm text-ink-soft">
        Email, password and time zone settings arrive soon.
      </p>
    </div>
  );
}
