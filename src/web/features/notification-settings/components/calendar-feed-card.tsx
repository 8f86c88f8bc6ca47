import { useState } from 'react';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useCalendarFeed, useChangeCalendarFeed } from '../api/calendar-feed.ts';
import { SettingRow } from './settings-card.tsx';

/** "Add reminders to my calendar": a private address a phone's calendar subscribes to. */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const change = useChangeCalendarFeed();
  const [isConfirmingNew, setIsConfirmingNew] = useState(false);
  const save = (input: Parameters<typeof change.mutate>[0], done?: () => void) =>
    change.mutate(input, {
      onSuccess: () => done?.(),
      onError: (error) => notifyError(error, 'Calendar Not Saved'),
    });
  return (
    <SectionCard
      heading="Calendar"
      intro="Your daily check-in and realm openings in your phone's calendar, at your reminder time."
    >
      <QueryState query={feed} look="inline" loadingText="Loading your calendar setting...">
        {(data) => (
          <div className="flex flex-col gap-4">
            <SettingRow
              label="Add reminders to my calendar"
              description="A private address only you should have. Turning this off stops it working."
              control={({ controlId, descriptionId }) => (
                <Switch
                  id={controlId}
                  aria-describedby={descriptionId}
                  checked={data.isEnabled}
                  disabled={change.isPending}
                  onCheckedChange={(isEnabled) =>
                    save(isEnabled ? { isEnabled, isNewAddress: false } : { isEnabled })
                  }
                />
              )}
            />
            {data.isEnabled && (
              <>
                <div className="flex flex-wrap gap-2">
                  <a href={data.webcalUrl} className={buttonVariants()}>
                    Subscribe in my calendar
                  </a>
                  <Button
                    variant="secondary"
                    onClick={() =>
                      void navigator.clipboard
                        ?.writeText(data.httpsUrl)
                        .then(() => notify('success', 'Calendar address copied'))
                    }
                  >
                    Copy address
                  </Button>
                  <Button variant="secondary" onClick={() => setIsConfirmingNew(true)}>
                    New address
                  </Button>
                </div>
                <p className="text-sm break-all text-ink-soft" aria-label="Calendar address">
                  {data.httpsUrl}
                </p>
              </>
            )}
          </div>
        )}
      </QueryState>
      {isConfirmingNew && (
        <ConfirmDialog
          title="Make a new calendar address?"
          description="Calendars subscribed to the current address stop getting your reminders. Subscribe again with the new one."
          confirmLabel="New address"
          busyLabel="Please wait..."
          isBusy={change.isPending}
          onClose={() => setIsConfirmingNew(false)}
          onConfirm={() =>
            save({ isEnabled: true, isNewAddress: true }, () => setIsConfirmingNew(false))
          }
        />
      )}
    </SectionCard>
  );
}
