import { CalendarClock, CircleDot, PenLine } from 'lucide-react';
import type { RealmPublicationState } from '#shared/rules/curriculum.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { formatDateTime, formatDateTimeIn } from '#web/lib/format-date.ts';

const looks = {
  draft: { tone: 'muted', icon: PenLine, label: 'Draft' },
  scheduled: { tone: 'gold', icon: CalendarClock, label: 'Scheduled' },
  live: { tone: 'success', icon: CircleDot, label: 'Live' },
} as const;

/** A realm's state in words and an icon, with its opening time when scheduled. */
export function RealmStateBadge(props: {
  state: RealmPublicationState;
  opensAt: string | null;
  opensTimeZone: string | null;
}) {
  const look = looks[props.state];
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge tone={look.tone}>
        <look.icon aria-hidden /> {look.label}
      </Badge>
      {props.state === 'scheduled' && props.opensAt && (
        <span className="text-sm text-ink-soft">
          opens{' '}
          {props.opensTimeZone
            ? `${formatDateTimeIn(props.opensAt, props.opensTimeZone)} (${props.opensTimeZone})`
            : formatDateTime(props.opensAt)}
        </span>
      )}
    </span>
  );
}
