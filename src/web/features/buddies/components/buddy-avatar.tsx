import { initialsOf } from '#shared/rules/buddies.ts';
import { cn } from '#web/lib/cn.ts';

/** A creator's picture, or their initials on ember; decorative, as their name is always beside it. */
export function BuddyAvatar(props: { name: string; avatar: string | null; size?: 'md' | 'lg' }) {
  const sizeClass = props.size === 'lg' ? 'size-14 text-lg' : 'size-11 text-sm';
  if (props.avatar) {
    return (
      <img
        src={props.avatar}
        alt=""
        className={cn('shrink-0 rounded-full object-cover', sizeClass)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-ember-700 font-semibold text-white',
        sizeClass,
      )}
    >
      {initialsOf(props.name) || '?'}
    </span>
  );
}
