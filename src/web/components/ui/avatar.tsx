import { initialsOf } from '#shared/rules/profile.ts';
import { cn } from '#web/lib/cn.ts';

/**
 * A creator's picture, or their initials on ember when they have none.
 * Decorative: the name is always written beside it or in the control's label.
 */
export function Avatar(props: {
  name: string;
  email: string;
  image: string | null;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-ember-700 font-semibold text-white',
        props.className,
      )}
    >
      {props.image ? (
        <img src={props.image} alt="" className="size-full object-cover" />
      ) : (
        <span aria-hidden>{initialsOf(props.name, props.email)}</span>
      )}
    </span>
  );
}
