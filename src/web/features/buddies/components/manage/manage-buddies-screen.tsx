import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useBuddyOverview } from '../../api/get-buddy-overview.ts';
import { BlockedCreators } from './blocked-creators.tsx';
import { CurrentBuddies } from './current-buddies.tsx';
import { FindableSetting } from './findable-setting.tsx';
import { IncomingRequests } from './incoming-requests.tsx';
import { PastPairings } from './past-pairings.tsx';
import { SentRequests } from './sent-requests.tsx';

/** /buddies/manage: requests both ways, current buddies, the findable switch, blocks and history. */
export function ManageBuddiesScreen() {
  const overview = useBuddyOverview();
  return (
    <div className="flex flex-col gap-5">
      <Link
        to={paths.buddies}
        className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-ember-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden />
        Back to your buddies
      </Link>
      {overview.data ? (
        <>
          <IncomingRequests requests={overview.data.incoming} />
          <SentRequests requests={overview.data.sent} />
          <CurrentBuddies buddies={overview.data.current} />
          <FindableSetting isFindable={overview.data.isFindable} />
          <BlockedCreators creators={overview.data.blocked} />
          <PastPairings
            pairings={overview.data.past}
            blockedIds={new Set(overview.data.blocked.map((creator) => creator.id))}
          />
        </>
      ) : overview.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-(--radius-card) border border-line bg-white p-6 text-center"
        >
          <h2 className="font-semibold text-ink">Your buddy details could not be loaded</h2>
          <p className="text-ink-soft">{overview.error.message}</p>
          <Button onClick={() => void overview.refetch()}>Try again</Button>
        </div>
      ) : (
        <div role="status" className="flex flex-col gap-4">
          <p className="sr-only">Loading your buddy requests...</p>
          {[0, 1, 2].map((index) => (
            <div
              key={index}
              aria-hidden
              className="h-28 animate-pulse rounded-(--radius-card) bg-ember-50"
            />
          ))}
        </div>
      )}
    </div>
  );
}
