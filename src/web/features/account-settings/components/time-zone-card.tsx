import { useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { useSaveTimeZone } from '../api/account-settings-api.ts';

const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Every zone the browser knows, with the recorded one kept even if the browser lacks it. */
function zonesWith(recorded: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(recorded) ? zones : [recorded, ...zones];
}

/** The zone "today" is counted in: the device's (detected), or one chosen by hand. */
export function TimeZoneCard() {
  const { user } = useSignedInUser();
  const save = useSaveTimeZone();
  const selectId = useId();
  const followId = useId();
  const [timeZone, setTimeZone] = useState(user.timeZone);
  const [followsDevice, setFollowsDevice] = useState(user.timeZoneFollowsDevice);
  const zones = useMemo(() => zonesWith(user.timeZone), [user.timeZone]);
  const detected = deviceTimeZone();

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const saved = await save.mutateAsync({
        timeZone: followsDevice ? detected : timeZone,
        followsDevice,
      });
      setTimeZone(saved.timeZone);
      notify('success', 'Time Zone Saved', {
        description: `Your days now follow ${saved.timeZone}.`,
      });
    } catch (error) {
      notifyError(error, 'Time zone not saved');
    }
  }

  return (
    <SectionCard
      heading="Time zone"
      intro={`Your daily check-in and streak count days in ${user.timeZone}. This device is in ${detected}.`}
    >
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <label htmlFor={followId} className="flex min-h-11 items-center gap-3 text-ink">
          <input
            id={followId}
            type="checkbox"
            className="size-5 accent-ember-700"
            checked={followsDevice}
            onChange={(event) => setFollowsDevice(event.target.checked)}
          />
          Follow this device&rsquo;s time zone
        </label>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={selectId}>Time zone</Label>
          <select
            id={selectId}
            value={followsDevice ? detected : timeZone}
            disabled={followsDevice}
            onChange={(event) => setTimeZone(event.target.value)}
            className="min-h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink disabled:bg-stone-100 disabled:text-stone-700"
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary" className="self-start" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Time Zone'}
        </Button>
      </form>
    </SectionCard>
  );
}
