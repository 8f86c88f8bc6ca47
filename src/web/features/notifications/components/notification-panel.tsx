import { useId } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { notifyError } from '#web/lib/notify.ts';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  type NotificationItem,
} from '../api/get-notifications.ts';
import { formatRelativeTime } from '../utils/relative-time.ts';

type PanelProps = {
  /** Called with the item's action path once 'Take Action' has marked it read. */
  onTakeAction: (actionPath: string) => void;
};

/** The bell's content: the latest notifications, 'Take Action' on each, 'Mark all as read'. */
export function NotificationPanel({ onTakeAction }: PanelProps) {
  const headingId = useId();
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unreadCount = notifications.data?.unreadCount ?? 0;

  async function takeAction(item: NotificationItem) {
    try {
      if (!item.readAt) await markRead.mutateAsync(item.id);
    } catch (error) {
      notifyError(error, 'Notification Not Updated');
    }
    onTakeAction(item.actionPath);
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="font-semibold text-ink">
          Notifications
        </h2>
        <Button
          variant="ghost"
          className="-mr-3 px-3"
          disabled={unreadCount === 0 || markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, {
              onError: (error) => notifyError(error, 'Notifications Not Updated'),
            })
          }
        >
          Mark all as read
        </Button>
      </div>
      {notifications.isPending ? (
        <p role="status" className="py-4 text-sm text-ink-soft">
          Loading notifications...
        </p>
      ) : notifications.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 py-2 text-sm text-ink">
          <p>{notifications.error.message}</p>
          <Button variant="secondary" onClick={() => void notifications.refetch()}>
            Try again
          </Button>
        </div>
      ) : notifications.data.notifications.length === 0 ? (
        <p className="py-4 text-sm text-ink-soft">
          You're all caught up. Realm unlocks, reminders and library news will appear here.
        </p>
      ) : (
        <ul
          aria-labelledby={headingId}
          className="-mx-2 flex max-h-[min(60vh,26rem)] flex-col gap-1 overflow-y-auto"
        >
          {notifications.data.notifications.map((item) => (
            <NotificationRow
              key={item.id}
              item={item}
              isBusy={markRead.isPending}
              onTakeAction={() => void takeAction(item)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function NotificationRow(props: {
  item: NotificationItem;
  isBusy: boolean;
  onTakeAction: () => void;
}) {
  const { item } = props;
  const titleId = useId();
  const isUnread = item.readAt === null;
  const createdAt = new Date(item.createdAt);
  return (
    <li className={`flex flex-col gap-1 rounded-xl px-3 py-3 ${isUnread ? 'bg-ember-50' : ''}`}>
      <p id={titleId} className="flex items-start gap-2 text-sm font-semibold text-ink">
        {isUnread && (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-ember-700" aria-hidden />
        )}
        <span>
          {isUnread && <span className="sr-only">Unread: </span>}
          {item.title}
        </span>
      </p>
      <p className="text-sm text-ink-soft">{item.body}</p>
      <div className="flex items-center justify-between gap-3">
        <time dateTime={item.createdAt} className="text-xs text-ink-soft">
          {formatRelativeTime(createdAt, new Date())}
        </time>
        <Button
          variant="secondary"
          aria-describedby={titleId}
          disabled={props.isBusy}
          onClick={props.onTakeAction}
        >
          Take Action
        </Button>
      </div>
    </li>
  );
}
