import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { paths } from '#shared/paths.ts';
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
      <QueryState
        query={overview}
        loadingText="Loading your buddy requests..."
        placeholders={['h-28', 'h-28', 'h-28']}
        errorTitle="Your buddy details could not be loaded"
      >
        {(data) => (
          <>
            <IncomingRequests requests={data.incoming} />
            <SentRequests requests={data.sent} />
            <CurrentBuddies buddies={data.current} />
            <FindableSetting isFindable={data.isFindable} />
            <BlockedCreators creators={data.blocked} />
            <PastPairings
              pairings={data.past}
              blockedIds={new Set(data.blocked.map((creator) => creator.id))}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
