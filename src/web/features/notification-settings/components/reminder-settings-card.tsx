import { useCallback, useEffect, useState } from 'react';
import { isValidReminderTime } from '#shared/rules/reminder-time.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { notifyError } from '#web/lib/notify.ts';
import { useReminderSettings, useSaveReminderSettings } from '../api/reminder-settings.ts';
import { usePushSwitch } from '../hooks/use-push-switch.ts';
import { SettingRow } from './settings-card.tsx';

type ReminderSettings = NonNullable<ReturnType<typeof useReminderSettings>['data']>;

const TIME_SAVE_DELAY_MS = 700;

export function ReminderSettingsCard() {
  const settings = useReminderSettings();
  return (
    <SectionCard
      heading="Reminders"
      intro="A nudge on the days you have not written your check-in yet, in the bell, by email and on this device if you allow it."
    >
      <QueryState query={settings} look="inline" loadingText="Loading your reminder settings...">
        {(data) => <ReminderControls settings={data} />}
      </QueryState>
    </SectionCard>
  );
}

function ReminderControls({ settings }: { settings: ReminderSettings }) {
  const { mutateAsync: save, isPending } = useSaveReminderSettings();
  const [localTime, setLocalTime] = useState(settings.localTime);
  const [status, setStatus] = useState('');
  const isTimeValid = isValidReminderTime(localTime);

  const persist = useCallback(
    async (input: { isEnabled: boolean; localTime: string }) => {
      setStatus('Saving...');
      try {
        await save(input);
        setStatus('Saved');
      } catch (error) {
        setStatus('');
        notifyError(error, 'Reminder Not Saved');
      }
    },
    [save],
  );

  // A new time is saved once the creator stops changing it; what they typed stays if it fails.
  useEffect(() => {
    if (!isValidReminderTime(localTime) || localTime === settings.localTime) return;
    const timer = setTimeout(
      () => void persist({ isEnabled: settings.isEnabled, localTime }),
      TIME_SAVE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [localTime, settings.localTime, settings.isEnabled, persist]);

  return (
    <div className="flex flex-col gap-5">
      <SettingRow
        label="Daily check-in reminder"
        description={`Every day at ${settings.localTime} unless you have checked in.`}
        control={({ controlId, descriptionId }) => (
          <Switch
            id={controlId}
            aria-describedby={descriptionId}
            checked={settings.isEnabled}
            disabled={isPending}
            onCheckedChange={(isEnabled) =>
              void persist({
                isEnabled,
                localTime: isTimeValid ? localTime : settings.localTime,
              })
            }
          />
        )}
      />
      <Field
        label="Reminder time"
        labelClassName="font-medium text-ink"
        hint={`On your own clock, in ${settings.timeZone.replace(/_/g, ' ')}.`}
        error={isTimeValid ? undefined : 'Choose a time such as 19:00.'}
      >
        {(control) => (
          <div className="flex items-center gap-3">
            <Input
              {...control}
              type="time"
              step={60}
              required
              value={localTime}
              onChange={(event) => setLocalTime(event.target.value)}
              className="max-w-40"
            />
            <p role="status" aria-live="polite" className="text-sm text-ink-soft">
              {status}
            </p>
          </div>
        )}
      </Field>
      <div className="border-t border-line pt-4">
        <PushRow />
      </div>
    </div>
  );
}

const pushDescriptions = {
  available: 'Reminders also pop up on this phone or computer, even when Emberpath is closed.',
  unsupported:
    'This browser cannot receive push notifications. Reminders still come in the bell and by email.',
  blocked:
    'Notifications are blocked for Emberpath in this browser’s settings. Allow them there to turn this on.',
} as const;

function PushRow() {
  const push = usePushSwitch();
  return (
    <SettingRow
      label="Push notifications on this device"
      description={pushDescriptions[push.availability]}
      control={({ controlId, descriptionId }) => (
        <Switch
          id={controlId}
          aria-describedby={descriptionId}
          checked={push.isSubscribed}
          disabled={push.isBusy || (push.availability !== 'available' && !push.isSubscribed)}
          onCheckedChange={(isOn) => void push.change(isOn)}
        />
      )}
    />
  );
}
