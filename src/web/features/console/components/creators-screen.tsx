import { countOf, nouns } from '#shared/rules/plural.ts';
import { SelectField } from '#web/components/ui/select.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useCreators, type ConsoleCreator, type CreatorsQuery } from '../api/get-creators.ts';
import { ConsolePage } from './console-page.tsx';
import { CreatorLink, LastActiveHelp, lastActiveColumn } from './creator-columns.tsx';
import type { Column } from './data-table.tsx';
import { PagedTable } from './paged-list.tsx';
import { formatDateTime } from '#web/lib/format-date.ts';
import { useSearchField } from '../hooks/use-search-field.ts';
import { useSearchParamsAtOnce } from '#web/lib/use-search-params-at-once.ts';

const sorts: { value: `${CreatorsQuery['sort']}:${CreatorsQuery['direction']}`; label: string }[] =
  [
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
        <CreatorLink id={creator.id}>{creator.name || 'No name yet'}</CreatorLink>
        {creator.role === 'staff' && (
          <span className="ml-2 text-xs font-semibold text-ink-soft">Staff</span>
        )}
      </>
    ),
  },
  { heading: 'Email', render: (creator) => creator.email, isLongText: true },
  { heading: 'Realm', render: (creator) => `Realm ${creator.currentRealm}` },
  { heading: 'Progress', render: (creator) => `${creator.progressPercent}%` },
  { heading: 'Streak', render: (creator) => countOf(creator.streak, nouns.day) },
  lastActiveColumn(),
  { heading: 'Joined', render: (creator) => formatDateTime(creator.joinedAt) },
];

/** Every creator, a page at a time: searchable and sortable. */
export function CreatorsScreen() {
  const [params, setParams] = useSearchParamsAtOnce();
  const search = useSearchField(params, setParams);
  const sortValue = (sorts.find(({ value }) => value === params.get('sort')) ?? sorts[0]!).value;
  const [sort, direction] = sortValue.split(':') as [
    CreatorsQuery['sort'],
    CreatorsQuery['direction'],
  ];
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
        <TextField
          label="Search name or email"
          type="search"
          value={search.typed}
          maxLength={100}
          onChange={(event) => search.type(event.target.value)}
        />
        <SelectField
          label="Sort by"
          value={sortValue}
          onChange={(event) => setParam('sort', event.target.value)}
          options={sorts.map((option) => ({ value: option.value, label: option.label }))}
        />
      </form>
      <PagedTable
        query={creators}
        what="creators"
        emptyText="No creators match."
        label="Creators"
        onPage={(next) => setParam('page', String(next))}
        columns={creatorColumns}
        rowKey={(creator) => creator.id}
      />
      <LastActiveHelp />
    </ConsolePage>
  );
}
