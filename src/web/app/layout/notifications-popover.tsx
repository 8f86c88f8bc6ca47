import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useUnreadCount } from '#web/features/notifications/api/get-unread-count.ts';
import {
  BellWithCount,
  notificationsLabel,
} from '#web/features/notifications/components/bell-with-count.tsx';
import { NotificationPanel } from '#web/features/notifications/components/notification-panel.tsx';
import { iconButtonClass } from './icon-button-class.ts';

/** The bell's popover, loaded on the first reach for the bell (decision 002). */
export function NotificationsPopover({ defaultOpen }: { defaultOpen: boolean }) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const unreadCount = useUnreadCount();
  const navigate = useNavigate();

  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Trigger aria-label={notificationsLabel(unreadCount)} className={iconButtonClass}>
        <BellWithCount unreadCount={unreadCount} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label="Notifications"
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-40 w-[min(22rem,calc(100vw-1.5rem))] rounded-2xl border border-line bg-white p-4 shadow-lg"
        >
          <NotificationPanel
            onTakeAction={(actionPath) => {
              setIsOpen(false);
              void navigate(actionPath);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
