import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { kitClaimStatuses, kitClaimStatusLabels } from '#shared/rules/kit-claims.ts';
import { SelectField } from '#web/components/ui/select.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { claimsCsvPath, useClaims, type ConsoleClaim } from '../api/get-claims.ts';
import { ClaimCard } from './claim-card.tsx';
import { ClaimStepDialog } from './claim-step-dialog.tsx';
import { ConsolePage } from './console-page.tsx';
import { PagedList } from './paged-list.tsx';
import { useProgrammeRealms } from '../hooks/use-programme-realms.ts';
import { useSearchField } from '../hooks/use-search-field.ts';
import { CsvLink } from './csv-link.tsx';

/** The kit claims queue: newest first, filtered, searched, exported, and moved along. */
export function ClaimsScreen() {
  const [params, setParams] = useSearchParams();
  const status = kitClaimStatuses.find((value) => value === params.get('status'));
  const realm = Number(params.get('realm')) || undefined;
  const page = Number(params.get('page') ?? '1') || 1;
  const search = useSearchField(params, setParams);
  const filters = { status, realm, search: search.applied };
  const claims = useClaims({ page, ...filters });
  // A kit is claimed by completing a realm, so only open realms can have claims.
  const claimableRealms = useProgrammeRealms().liveRealms;
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
          <ul aria-label="Kit claims" className="flex flex-col gap-3">
            {items.map((claim) => (
              <li key={claim.id}>
                <ClaimCard claim={claim} onAskFor={(step) => setAsking({ claim, step })} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      {asking && (
        <ClaimStepDialog claim={asking.claim} step={asking.step} onClose={() => setAsking(null)} />
      )}
    </ConsolePage>
  );
}
