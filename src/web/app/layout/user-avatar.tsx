import { initialsOf } from '#shared/rules/profile.ts';
import type { Me } from '#shared/schemas/me.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';

export const userAvatarButtonClass =
  'flex size-11 items-center justify-center rounded-full hover:brightness-90 focus-visible:outline-offset-2';

export function displayNameOf(user: Me['user']): string {
  return user.name.trim() || user.email;
}

export function UserAvatar({ user }: { user: Me['user'] }) {
  return <Avatar name={user.name} email={user.email} image={user.image} className="size-11" />;
}

/**
 * The user menu button's name. It shows the creator's initials when they
 * have no picture, and a control's name must contain the words it shows
 * (WCAG 2.5.3, so "click M R" works by voice): the initials come first.
 */
export function userMenuLabelOf(user: Me['user']): string {
  return user.image ? 'Open user menu' : `${initialsOf(user.name, user.email)}, Open user menu`;
}
