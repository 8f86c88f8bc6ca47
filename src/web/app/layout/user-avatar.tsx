import type { Me } from '#shared/schemas/me.ts';

export const userAvatarButtonClass =
  'flex size-11 items-center justify-center overflow-hidden rounded-full bg-ember-700 font-semibold text-white hover:bg-ember-800';

export function displayNameOf(user: Me['user']): string {
  return user.name.trim() || user.email;
}

export function UserAvatar({ user }: { user: Me['user'] }) {
  if (user.image) return <img src={user.image} alt="" className="size-11 object-cover" />;
  return <span aria-hidden>{displayNameOf(user).charAt(0).toUpperCase()}</span>;
}
