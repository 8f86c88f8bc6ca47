import { useId } from 'react';
import { Switch } from '#web/components/ui/switch.tsx';
import { cn } from '#web/lib/cn.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useSetBuddyVisibility } from '../../api/buddy-mutations.ts';

/**
 * The findable switch: off until the creator chooses to be listed by 'Find a
 * Realm Buddy'. A card on Manage Buddies; inline in the find list's empty state.
 */
export function FindableSetting({
  isFindable,
  look = 'card',
}: {
  isFindable: boolean;
  look?: 'card' | 'inline';
}) {
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
      className={cn(
        'flex items-center justify-between gap-4 rounded-(--radius-card) border border-line',
        look === 'card' ? 'bg-white p-5 shadow-sm' : 'bg-ember-50 p-4',
      )}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <label
          htmlFor={switchId}
          className={cn('font-semibold text-ink', look === 'card' && 'text-lg')}
        >
          Let creators in my realm find me
        </label>
        <p id={descriptionId} className="text-sm text-ink-soft">
          {look === 'card'
            ? 'When on, creators in your current realm see your name, picture, ‘What I create’ and links in ‘Find a Realm Buddy’ and with your requests, and can ask you to pair. Off until you turn it on.'
            : 'They see your name, picture, ‘What I create’ and links.'}
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
