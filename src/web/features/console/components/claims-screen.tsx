import { useState } from 'react';
import {
  KIT_OVERDUE_DAYS,
  kitClaimSorts,
  kitClaimStatuses,
  kitClaimStatusLabels,
  type KitClaimSort,
} from '#shared/rules/kit-claims.ts';
import { SelectField } from '#web/components/ui/select.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { claimsCsvPath, useClaims, type ConsoleClaim } from '../api/get-claims.ts';
import { ClaimBulkBar } from './claim-bulk-bar.tsx';
import { ClaimCard } from './claim-card.tsx';
import type { AskedStep } from './claim-step-buttons.tsx';
import { ClaimStepDialog } from './claim-step-dialog.tsx';
import { ClaimsTable } from './claims-table.tsx';
import { ConsolePage } from './console-page.tsx';
import { PagedList } from './paged-list.tsx';
import { useProgrammeRealms } from '../hooks/use-programme-realms.ts';
import { useClaimSelection } from '../hooks/use-claim-selection.ts';
import { useSearchField } from '../hooks/use-search-field.ts';
import { CsvLink } from './csv-link.tsx';
import { useSearchParamsAtOnce } from '#web/lib/use-search-params-at-once.ts';

const sortLabels: Record<KitClaimSort, string> = {
  oldest: 'Oldest first',
  newest: 'Newest first',
};

/** The kit claims queue: oldest first, filtered, searched, exported, and moved along one or many at a time. */
export function ClaimsScreen() {
  const [params, setParams] = useSearchParamsAtOnce();
  const status = kitClaimStatuses.find((value) => value === params.get('status'));
  const realm = Number(params.get('realm')) || undefined;
  const sort = kitClaimSorts.find((value) => value === params.get('sort')) ?? 'oldest';
  const page = Number(params.get('page') ?? '1') || 1;
  const search = useSearchField(params, setParams);
  const filters = { status, realm, search: search.applied };
  const claims = useClaims({ page, sort, ...filters });
  const selection = useClaimSelection(claims.data?.items ?? []);
  // A kit is claimed by completing a realm, so only open realms can have claims.
  const claimableRealms = useProgrammeRealms().liveRealms;
  const [asking, setAsking] = useState<{ claim: ConsoleClaim; step: AskedStep } | null>(null);

  const setFilter = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      next.delete('page');
      return next;
    });

  return (
    <ConsolePage
      intro={`Every Ember Kit claimed, oldest first. Moving a kit along tells its creator. A kit not shipped ${KIT_OVERDUE_DAYS} days after its claim is overdue.`}
    >
      <form
        role="search"
        aria-label="Filter claims"
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
      >
        <TextField
          label="Search name or email"
          type="search"
          value={search.typed}
          onChange={(event) => search.type(event.target.value)}
          maxLength={100}
        />
        <SelectField
          label="Status"
          value={status ?? ''}
          onChange={(event) => setFilter('status', event.target.value)}
          options={kitClaimStatuses.map((value) => ({
            value: value,
            label: kitClaimStatusLabels[value],
          }))}
        >
          <option value="">All statuses</option>
        </SelectField>
        <SelectField
          label="Realm"
          value={realm ?? ''}
          onChange={(event) => setFilter('realm', event.target.value)}
        >
          <option value="">All realms</option>
          {claimableRealms.map(({ id }) => (
            <option key={id} value={id}>
              Realm {id}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Order"
          value={sort}
          onChange={(event) => setFilter('sort', event.target.value)}
          options={kitClaimSorts.map((value) => ({ value, label: sortLabels[value] }))}
        />
        <CsvLink href={claimsCsvPath(filters)}>Download CSV</CsvLink>
      </form>
      <PagedList
        query={claims}
        what="kit claims"
        emptyText="No kit claims match."
        label="Kit claims"
        onPage={(next) => setFilter('page', String(next))}
      >
        {(items) => (
          <div className="flex flex-col gap-3">
            <ClaimBulkBar selection={selection} />
            {/* Cards on a phone or tablet; on a laptop a dense table, one row a claim. */}
            <ul aria-label="Kit claims" className="flex flex-col gap-3 lg:hidden">
              {items.map((claim) => (
                <li key={claim.id}>
                  <ClaimCard
                    claim={claim}
                    isChosen={selection.isChosen(claim)}
                    onChoose={(isOn) => selection.toggle(claim, isOn)}
                    onAskFor={(step) => setAsking({ claim, step })}
                  />
                </li>
              ))}
            </ul>
            <div className="hidden lg:block">
              <ClaimsTable
                claims={items}
                selection={selection}
                onAskFor={(claim, step) => setAsking({ claim, step })}
              />
            </div>
          </div>
        )}
      </PagedList>
      {asking && (
        <ClaimStepDialog claim={asking.claim} step={asking.step} onClose={() => setAsking(null)} />
      )}
    </ConsolePage>
  );
}
