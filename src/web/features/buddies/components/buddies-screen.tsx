import { Inbox, Settings2, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { MAX_ACTIVE_BUDDIES } from '#shared/rules/buddies.ts';
import { countOf, nouns, pluralOf } from '#shared/rules/plural.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { paths } from '#shared/paths.ts';
import { useBuddies } from '../api/get-buddies.ts';
import { BuddyCard } from './buddy-card.tsx';
import { BuddyGuide } from './buddy-guide.tsx';
import { FindBuddyDialog } from './find-buddy-dialog.tsx';
import { RequestByEmailForm } from './request-by-email-form.tsx';
import { SharedAnswers } from './shared-answers.tsx';

function requestsWaitingWords(count: number): string {
  return `${countOf(count, nouns.request)} ${pluralOf(count, { one: 'is', other: 'are' })} waiting for you`;
}

/** /buddies: up to two buddy cards, 'Find a Realm Buddy' while there is room, and the guide. */
export function BuddiesScreen() {
  const buddies = useBuddies();
  const [isFinding, setIsFinding] = useState(false);
  const hasRoom = (buddies.data?.buddies.length ?? 0) < MAX_ACTIVE_BUDDIES;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-start justify-between gap-3">
        <p className="text-ink-soft">
          Walk your realm alongside up to two fellow creators: see each other’s progress and trade a
          short note every week.
        </p>
        <Link
          to={paths.manageBuddies}
          className={buttonVariants({ variant: 'secondary', className: 'shrink-0' })}
        >
          <Settings2 aria-hidden />
          Manage
        </Link>
      </div>

      {buddies.data && buddies.data.waitingRequests > 0 && (
        <Link
          to={paths.manageBuddies}
          className="flex min-h-11 items-center gap-3 rounded-2xl border border-ember-200 bg-ember-50 p-4 font-medium text-ink hover:bg-ember-100"
        >
          <Inbox aria-hidden className="size-5 shrink-0 text-ember-700" />
          <span className="flex-1">{requestsWaitingWords(buddies.data.waitingRequests)}</span>
          <span className="text-ember-800 underline underline-offset-4">Review</span>
        </Link>
      )}

      <QueryState
        query={buddies}
        loadingText="Loading your buddies..."
        placeholders={['h-64']}
        errorTitle="Your buddies could not be loaded"
      >
        {(data) =>
          data.buddies.length > 0 ? (
            <div className="grid gap-4 lg:grid-cols-2">
              {data.buddies.map((buddy) => (
                <BuddyCard key={buddy.id} buddy={buddy} thisWeek={data.thisWeek} />
              ))}
            </div>
          ) : (
            <EmptyState icon={Users} heading="No realm buddies yet">
              <p>
                Pair with a creator in your realm to cheer each other on. Find one below, or ask
                someone you know by email.
              </p>
              {/* The field itself, here: not hidden behind the Find dialog. */}
              <div className="mt-4 text-left">
                <RequestByEmailForm />
              </div>
            </EmptyState>
          )
        }
      </QueryState>

      <div className="flex flex-col items-stretch gap-2 sm:items-start">
        <Button
          disabled={!buddies.data || !hasRoom}
          onClick={() => setIsFinding(true)}
          aria-describedby={buddies.data && !hasRoom ? 'find-buddy-full' : undefined}
        >
          <UserPlus aria-hidden />
          Find a Realm Buddy
        </Button>
        {buddies.data && !hasRoom && (
          <p id="find-buddy-full" className="text-sm text-ink-soft">
            You have two buddies, the most a creator can have. End a pairing in Manage Buddies to
            make room.
          </p>
        )}
      </div>
      {isFinding && <FindBuddyDialog onClose={() => setIsFinding(false)} />}

      <SharedAnswers />

      <BuddyGuide />
    </div>
  );
}
