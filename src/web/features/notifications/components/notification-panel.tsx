import { useId } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
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
      <QueryState
        query={notifications}
        look="inline"
        loadingText="Loading notifications..."
        isEmpty={(data) => data.notifications.length === 0}
        emptyText="You're all caught up. Realm unlocks, reminders and library news will appear here."
      >
        {(data) => (
          <ul
            aria-labelledby={headingId}
            className="-mx-2 flex max-h-[min(60vh,26rem)] flex-col gap-1 overflow-y-auto"
          >
            {data.notifications.map((item) => (
              <NotificationRow
                key={item.id}
                item={item}
                isBusy={markRead.isPending}
                onTakeAction={() => void takeAction(item)}
              />
            ))}
          </ul>
        )}
      </QueryState>
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
