import { Download } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { kitClaimStatuses, kitClaimStatusLabels } from '#shared/rules/kit-claims.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { claimsCsvUrl, useClaims, type ConsoleClaim } from '../api/console-queries.ts';
import { ClaimCard } from './claim-card.tsx';
import { ClaimStepDialog } from './claim-step-dialog.tsx';
import { ConsolePage } from './console-page.tsx';
import { Pager } from './pager.tsx';
import { QueryState } from './query-state.tsx';
import { useSearchField } from './use-search-field.ts';

const selectClass =
  'min-h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink';

/** The kit claims queue: newest first, filtered, searched, exported, and moved along. */
export function ClaimsScreen() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const realm = params.get('realm') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const search = useSearchField(params, setParams);
  const filters = { status, realm, search: search.applied };
  const claims = useClaims({ page, ...filters });
  const [asking, setAsking] = useState<{
    claim: ConsoleClaim;
    step: 'shipped' | 'cancelled';
  } | null>(null);

  const setFilter = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      next.delete('page');
      return next;
    });

  return (
    <ConsolePage intro="Every Ember Kit claimed, newest first. Moving a kit along tells its creator.">
      <form
        role="search"
        aria-label="Filter claims"
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="claims-search">Search name or email</Label>
          <Input
            id="claims-search"
            type="search"
            value={search.typed}
            onChange={(event) => search.type(event.target.value)}
            maxLength={100}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="claims-status">Status</Label>
          <select
            id="claims-status"
            className={selectClass}
            value={status}
            onChange={(event) => setFilter('status', event.target.value)}
          >
            <option value="">All statuses</option>
            {kitClaimStatuses.map((value) => (
              <option key={value} value={value}>
                {kitClaimStatusLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="claims-realm">Realm</Label>
          <select
            id="claims-realm"
            className={selectClass}
            value={realm}
            onChange={(event) => setFilter('realm', event.target.value)}
          >
            <option value="">All realms</option>
            {[1, 2, 3].map((id) => (
              <option key={id} value={id}>
                Realm {id}
              </option>
            ))}
          </select>
        </div>
        <a
          href={claimsCsvUrl(filters)}
          download
          className={buttonVariants({ variant: 'secondary' })}
        >
          <Download aria-hidden />
          Download CSV
        </a>
      </form>
      <QueryState
        query={claims}
        what="kit claims"
        isEmpty={(data) => data.items.length === 0}
        emptyText="No kit claims match."
      >
        {(data) => (
          <>
            <ul aria-label="Kit claims" className="flex flex-col gap-3">
              {data.items.map((claim) => (
                <li key={claim.id}>
                  <ClaimCard claim={claim} onAskFor={(step) => setAsking({ claim, step })} />
                </li>
              ))}
            </ul>
            <Pager
              label="Kit claims"
              page={data.page}
              hasMore={data.hasMore}
              isFetching={claims.isFetching}
              onPage={(next) => setFilter('page', String(next))}
            />
          </>
        )}
      </QueryState>
      {asking && (
        <ClaimStepDialog claim={asking.claim} step={asking.step} onClose={() => setAsking(null)} />
      )}
    </ConsolePage>
  );
}
