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
