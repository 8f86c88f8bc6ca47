import {
  useRefreshNotificationsAfterWrites,
  useUnreadCount,
} from '#web/features/notifications/api/get-unread-count.ts';
import {
  BellWithCount,
  notificationsLabel,
} from '#web/features/notifications/components/bell-with-count.tsx';
import { useSignedInUser } from '#web/lib/session.ts';
import { iconButtonClass } from './icon-button-class.ts';
import { LoadOnInteraction } from './load-on-interaction.tsx';
import { UserAvatar, userAvatarButtonClass, userMenuLabelOf } from './user-avatar.tsx';

const loadNotifications = () =>
  import('./notifications-popover.tsx').then((module) => module.NotificationsPopover);
const loadUserMenu = () => import('./user-menu.tsx').then((module) => module.UserMenu);

/** The bell with its unread count, painted at once; the popover loads when reached for. */
export function NotificationsButton() {
  const unreadCount = useUnreadCount();
  useRefreshNotificationsAfterWrites();
  return (
    <LoadOnInteraction
      load={loadNotifications}
      renderTrigger={(handlers) => (
        <button
          type="button"
          aria-label={notificationsLabel(unreadCount)}
          aria-haspopup="dialog"
          className={iconButtonClass}
          {...handlers}
        >
          <BellWithCount unreadCount={unreadCount} />
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
          aria-label={userMenuLabelOf(user)}
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
