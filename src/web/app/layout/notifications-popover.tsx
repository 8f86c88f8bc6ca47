import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { iconButtonClass } from './icon-button-class.ts';

/**
 * Notifications are not stored yet, so the popover says so honestly:
 * no sample items and no red dot until real notifications exist.
 */
export function NotificationsPopover({ defaultOpen }: { defaultOpen: boolean }) {
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger aria-label="Notifications" className={iconButtonClass}>
        <Bell className="size-5" aria-hidden />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-40 w-[min(20rem,calc(100vw-1.5rem))] rounded-2xl border border-line bg-white p-5 shadow-lg"
        >
          <h2 className="font-semibold text-ink">Notifications</h2>
          <p className="mt-2 text-sm text-ink-soft">
            You're all caught up. Realm unlocks, buddy requests and kit updates will appear here.
          </p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
