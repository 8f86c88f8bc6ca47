import { Plus } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useStudioResources, type StudioResource } from '../../api/get-studio-resources.ts';
import { useProgrammeRealms } from '../../hooks/use-programme-realms.ts';
import { DeleteResourceDialog } from './delete-resource-dialog.tsx';
import { ResourceFormDialog } from './resource-form-dialog.tsx';
import { ResourceRow } from './resource-row.tsx';

const ALL = 'all';

type OpenDialog =
  { kind: 'form'; resource?: StudioResource } | { kind: 'delete'; resource: StudioResource } | null;

/** The content studio: every resource by realm, with Add, Edit and Delete. */
export function StudioScreen() {
  const resources = useStudioResources();
  const { realms } = useProgrammeRealms();
  // A tab for each open realm, and for any other realm staff are preparing resources for.
  const tabs = [
    { value: ALL, label: 'All Resources' },
    ...realms
      .filter(
        (realm) =>
          realm.state === 'live' ||
          resources.data?.some((resource) => resource.realmId === realm.id),
      )
      .map((realm) => ({ value: String(realm.id), label: `Realm ${realm.id} ${realm.title}` })),
  ];
  const [tab, setTab] = useState(ALL);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* At least 16rem wide: on a small phone the button goes below rather than squeeze it. */}
        <p className="min-w-0 flex-[1_1_16rem] text-ink-soft">
          Worksheets, audio and video for each realm’s section of the Library.
        </p>
        <Button onClick={() => setDialog({ kind: 'form' })}>
          <Plus aria-hidden />
          Add Resource
        </Button>
      </div>
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List
          aria-label="Resources by realm"
          className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 sm:grid-cols-4"
        >
          {tabs.map(({ value, label }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="min-h-11 rounded-xl border border-line bg-white px-3 py-2 text-sm font-semibold text-ink-soft data-[state=active]:border-ember-700 data-[state=active]:bg-ember-700 data-[state=active]:text-white"
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map(({ value, label }) => (
          <Tabs.Content key={value} value={value} className="mt-4">
            <ResourceList
              query={resources}
              realmId={value === ALL ? null : Number(value)}
              emptyText={
                value === ALL
                  ? 'No resources yet. Add the first one.'
                  : `No resources in ${label} yet.`
              }
              onEdit={(resource) => setDialog({ kind: 'form', resource })}
              onDelete={(resource) => setDialog({ kind: 'delete', resource })}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {dialog?.kind === 'form' && (
        <ResourceFormDialog
          resource={dialog.resource}
          defaultRealmId={tab === ALL ? 1 : Number(tab)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteResourceDialog resource={dialog.resource} onClose={close} />
      )}
    </div>
  );
}

function ResourceList(props: {
  query: ReturnType<typeof useStudioResources>;
  realmId: number | null;
  emptyText: string;
  onEdit: (resource: StudioResource) => void;
  onDelete: (resource: StudioResource) => void;
}) {
  const isShown = (resource: StudioResource) =>
    props.realmId === null || resource.realmId === props.realmId;
  return (
    <QueryState
      query={props.query}
      what="resources"
      isEmpty={(resources) => !resources.some(isShown)}
      emptyText={props.emptyText}
    >
      {(resources) => (
        <ul className="flex flex-col gap-3">
          {resources.filter(isShown).map((resource) => (
            <li key={resource.id}>
              <ResourceRow
                resource={resource}
                isRealmShown={props.realmId === null}
                onEdit={() => props.onEdit(resource)}
                onDelete={() => props.onDelete(resource)}
              />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
