import { useId } from 'react';
import { Switch } from '#web/components/ui/switch.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useSetBuddyVisibility } from '../../api/buddy-mutations.ts';

/** The findable switch: off until the creator chooses to be listed by 'Find a Realm Buddy'. */
export function FindableSetting({ isFindable }: { isFindable: boolean }) {
  const setVisibility = useSetBuddyVisibility();
  const switchId = useId();
  const descriptionId = useId();

  async function change(next: boolean) {
    try {
      await setVisibility.mutateAsync(next);
      notify('success', next ? 'You Can Be Found' : 'You Are Hidden', {
        id: 'buddy-findable',
        description: next
          ? 'Creators in your realm can now ask you to pair.'
          : 'You no longer appear in ‘Find a Realm Buddy’.',
      });
    } catch (error) {
      notifyError(error, 'Setting Not Saved', { id: 'buddy-findable' });
    }
  }

  return (
    <section
      aria-label="Be findable"
      className="flex items-center justify-between gap-4 rounded-(--radius-card) border border-line bg-white p-5 shadow-sm"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={switchId} className="text-lg font-semibold text-ink">
          Let creators in my realm find me
        </label>
        <p id={descriptionId} className="text-sm text-ink-soft">
          When on, creators in your current realm see your name and picture in ‘Find a Realm Buddy’
          and can ask you to pair. Off until you turn it on.
        </p>
      </div>
      <Switch
        id={switchId}
        aria-describedby={descriptionId}
        checked={setVisibility.isPending ? setVisibility.variables : isFindable}
        disabled={setVisibility.isPending}
        onCheckedChange={(next) => void change(next)}
      />
    </section>
  );
}
