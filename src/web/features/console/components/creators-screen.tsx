import { Link, useSearchParams } from 'react-router';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { useCreators, type ConsoleCreator } from '../api/console-queries.ts';
import { ConsolePage } from './console-page.tsx';
import { DataTable, type Column } from './data-table.tsx';
import { formatInstant } from './format-instant.ts';
import { Pager } from './pager.tsx';
import { QueryState } from './query-state.tsx';
import { useSearchField } from './use-search-field.ts';

const sorts = [
  { value: 'joined:desc', label: 'Newest first' },
  { value: 'joined:asc', label: 'Oldest first' },
  { value: 'name:asc', label: 'Name A–Z' },
  { value: 'name:desc', label: 'Name Z–A' },
  { value: 'email:asc', label: 'Email A–Z' },
  { value: 'email:desc', label: 'Email Z–A' },
];

const creatorColumns: Column<ConsoleCreator>[] = [
  {
    heading: 'Creator',
    render: (creator) => (
      <>
        <Link
          to={`/admin/creators/${encodeURIComponent(creator.id)}`}
          className="font-semibold text-ember-800 underline underline-offset-2"
        >
          {creator.name || 'No name yet'}
        </Link>
        {creator.role === 'staff' && (
          <span className="ml-2 text-xs font-semibold text-ink-soft">Staff</span>
        )}
      </>
    ),
  },
  { heading: 'Email', render: (creator) => creator.email, isLongText: true },
  { heading: 'Realm', render: (creator) => `Realm ${creator.currentRealm}` },
  { heading: 'Progress', render: (creator) => `${creator.progressPercent}%` },
  { heading: 'Streak', render: (creator) => `${creator.streak} days` },
  { heading: 'Last active', render: (creator) => formatInstant(creator.lastActiveAt) },
  { heading: 'Joined', render: (creator) => formatInstant(creator.joinedAt) },
];

/** Every creator, a page at a time: searchable and sortable. */
export function CreatorsScreen() {
  const [params, setParams] = useSearchParams();
  const search = useSearchField(params, setParams);
  const sortValue = params.get('sort') ?? 'joined:desc';
  const [sort = 'joined', direction = 'desc'] = sortValue.split(':');
  const page = Number(params.get('page') ?? '1') || 1;
  const creators = useCreators({ page, search: search.applied, sort, direction });
  const setParam = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(key, value);
      if (key !== 'page') next.delete('page');
      return next;
    });

  return (
    <ConsolePage intro="Search by the start of a name or an email address.">
      <form
        role="search"
        aria-label="Find creators"
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-3 sm:grid-cols-[2fr_1fr]"
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="creators-search">Search name or email</Label>
          <Input
            id="creators-search"
            type="search"
            value={search.typed}
            maxLength={100}
            onChange={(event) => search.type(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="creators-sort">Sort by</Label>
          <select
            id="creators-sort"
            value={sortValue}
            onChange={(event) => setParam('sort', event.target.value)}
            className="min-h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink"
          >
            {sorts.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </form>
      <QueryState
        query={creators}
        what="creators"
        isEmpty={(data) => data.items.length === 0}
        emptyText="No creators match."
      >
        {(data) => (
          <>
            <DataTable
              label="Creators"
              columns={creatorColumns}
              rows={data.items}
              rowKey={(creator) => creator.id}
            />
            <Pager
              label="Creators"
              page={data.page}
              hasMore={data.hasMore}
              isFetching={creators.isFetching}
              onPage={(next) => setParam('page', String(next))}
            />
          </>
        )}
      </QueryState>
    </ConsolePage>
  );
}
