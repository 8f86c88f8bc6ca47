import { Bell } from 'lucide-react';
import { useSignedInUser } from '#web/lib/session.ts';
import { iconButtonClass } from './icon-button-class.ts';
import { LoadOnInteraction } from './load-on-interaction.tsx';
import { UserAvatar, userAvatarButtonClass } from './user-avatar.tsx';

const loadNotifications = () =>
  import('./notifications-popover.tsx').then((module) => module.NotificationsPopover);
const loadUserMenu = () => import('./user-menu.tsx').then((module) => module.UserMenu);

export function NotificationsButton() {
  return (
    <LoadOnInteraction
      load={loadNotifications}
      renderTrigger={(handlers) => (
        <button
          type="button"
          aria-label="Notifications"
          aria-haspopup="dialog"
          className={iconButtonClass}
          {...handlers}
        >
          <Bell className="size-5" aria-hidden />
        </button>
      )}
    />
  );
}

export function UserMenuButton() {
  const { user } = useSignedInUser();
  return (
    <LoadOnInteraction
      load={loadUserMenu}
      renderTrigger={(handlers) => (
        <button
          type="button"
          aria-label="Open user menu"
          aria-haspopup="menu"
          className={userAvatarButtonClass}
          {...handlers}
        >
          <UserAvatar user={user} />
        </button>
      )}
    />
  );
}
