import { Bell } from 'lucide-react';

/** "Notifications, 2 unread": the bell's accessible name carries the count the badge shows. */
export function notificationsLabel(unreadCount: number): string {
  return unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';
}

/** The bell and, only when something is unread, a badge with how many (9+ past nine). */
export function BellWithCount({ unreadCount }: { unreadCount: number }) {
  return (
    <span className="relative flex">
      <Bell className="size-5" aria-hidden />
      {unreadCount > 0 && (
        <span
          aria-hidden
          className="absolute -top-2 -right-2.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs leading-none font-semibold text-white ring-2 ring-parchment"
        >
          {unreadCount > 9 ? '9+' : unreadCount}
        </span>
      )}
    </span>
  );
}
