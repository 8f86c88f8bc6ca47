import { ArrowLeft, Eye, Pencil, Plus, Send, Trash2, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { adminProgrammeRealmPath, paths } from '#shared/paths.ts';
import { missingToPublish } from '#shared/rules/publish-readiness.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import {
  useProgrammeRealm,
  type ProgrammeQuest,
  type ProgrammeRealmDetail,
} from '../../api/get-programme-realm.ts';
import { useRemoveQuest } from '../../api/remove-quest.ts';
import { useReorderQuests } from '../../api/reorder-quests.ts';
import { useUnpublishRealm } from '../../api/unpublish-realm.ts';
import { useUnscheduleRealm } from '../../api/unschedule-realm.ts';
import { ConsolePage } from '../console-page.tsx';
import { PublishChecklist, readinessOf } from './publish-checklist.tsx';
import { PublishDialog } from './publish-dialog.tsx';
import { QuestDialog } from './quest-dialog.tsx';
import { RealmStateBadge } from './realm-state-badge.tsx';
import { RealmWordsForm } from './realm-words-form.tsx';
import { SortableQuests } from './sortable-quests.tsx';

type OpenDialog =
  | { kind: 'quest'; quest?: ProgrammeQuest; isFinal: boolean }
  | { kind: 'remove'; quest: ProgrammeQuest }
  | { kind: 'publish' }
  | { kind: 'unpublish' }
  | null;

/** One realm in the programme studio: its words, its quests in order, its preview and publishing. */
export function RealmEditorScreen({ realmId }: { realmId: number }) {
  const realm = useProgrammeRealm(realmId);
  return (
    <ConsolePage>
      <Link
        to={paths.adminProgramme}
        className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-ember-800 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> All realms
      </Link>
      <QueryState query={realm} loadingText="Loading the realm...">
        {(data) => <RealmEditor realm={data} />}
      </QueryState>
    </ConsolePage>
  );
}

function RealmEditor({ realm }: { realm: ProgrammeRealmDetail }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const reorder = useReorderQuests();
  const unschedule = useUnscheduleRealm();
  const isOpen = realm.state !== 'draft';
  const missing = missingToPublish(readinessOf(realm));
  const checklistId = useId();

  async function backToDraft() {
    try {
      await unschedule.mutateAsync(realm.id);
      notify('success', `${realm.title} is a draft again`);
    } catch (error) {
      notifyError(error, 'Still scheduled');
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex flex-col gap-2">
          <h2 className="font-(family-name:--font-display) text-2xl font-semibold text-ink">
            Realm {realm.id}: {realm.title}
          </h2>
          <RealmStateBadge
            state={realm.state}
            opensAt={realm.opensAt}
            opensTimeZone={realm.opensTimeZone}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={adminProgrammeRealmPath(realm.id, 'preview')}
            className={buttonVariants({ variant: 'secondary' })}
          >
            <Eye aria-hidden /> Preview
          </Link>
          {realm.state === 'scheduled' && (
            <Button
              variant="secondary"
              onClick={() => void backToDraft()}
              disabled={unschedule.isPending}
            >
              <Undo2 aria-hidden /> {unschedule.isPending ? 'Please wait...' : 'Back to draft'}
            </Button>
          )}
          {realm.state === 'live' && (
            <Button variant="secondary" onClick={() => setDialog({ kind: 'unpublish' })}>
              <Undo2 aria-hidden /> Back to draft
            </Button>
          )}
          {realm.state !== 'live' && (
            <Button
              onClick={() => setDialog({ kind: 'publish' })}
              disabled={missing.length > 0}
              aria-describedby={missing.length > 0 ? checklistId : undefined}
            >
              <Send aria-hidden />{' '}
              {realm.state === 'scheduled' ? 'Reschedule or open now' : 'Publish'}
            </Button>
          )}
        </div>
      </header>
      {realm.state !== 'live' && missing.length > 0 && (
        <PublishChecklist id={checklistId} missing={missing} />
      )}

      <RealmWordsForm key={`${realm.id}-${realm.title}`} realm={realm} />

      <SectionCard
        heading="Quests"
        intro="In the order creators meet them. Drag a quest by its handle, or focus the handle and use Space and the arrow keys."
      >
        {realm.quests.length === 0 ? (
          <p className="text-ink-soft">No quests yet.</p>
        ) : (
          <SortableQuests
            quests={realm.quests}
            onReorder={async (questIds) => {
              try {
                await reorder.mutateAsync({ realmId: realm.id, questIds });
              } catch (error) {
                notifyError(error, 'Order not saved');
                throw error;
              }
            }}
            renderQuest={(quest, index) => (
              <QuestRow
                quest={quest}
                place={`Quest ${index + 1}`}
                onEdit={() => setDialog({ kind: 'quest', quest, isFinal: false })}
                onRemove={() => setDialog({ kind: 'remove', quest })}
              />
            )}
          />
        )}
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => setDialog({ kind: 'quest', isFinal: false })}
        >
          <Plus aria-hidden /> Add a quest
        </Button>
      </SectionCard>

      <SectionCard
        heading="Final task"
        intro="Exactly one per realm, after its quests. Completing every quest and the final task readies the kit."
      >
        {realm.finalTask ? (
          <QuestRow
            quest={realm.finalTask}
            place="Final Quest"
            onEdit={() => setDialog({ kind: 'quest', quest: realm.finalTask!, isFinal: true })}
            onRemove={
              isOpen ? undefined : () => setDialog({ kind: 'remove', quest: realm.finalTask! })
            }
          />
        ) : (
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => setDialog({ kind: 'quest', isFinal: true })}
          >
            <Plus aria-hidden /> Add the final task
          </Button>
        )}
      </SectionCard>

      {dialog?.kind === 'quest' && (
        <QuestDialog
          realmId={realm.id}
          isRealmOpen={isOpen}
          quest={dialog.quest}
          isFinal={dialog.isFinal}
          onClose={close}
        />
      )}
      {dialog?.kind === 'remove' && <RemoveQuestDialog quest={dialog.quest} onClose={close} />}
      {dialog?.kind === 'publish' && (
        <PublishDialog realmId={realm.id} realmTitle={realm.title} onClose={close} />
      )}
      {dialog?.kind === 'unpublish' && <UnpublishDialog realm={realm} onClose={close} />}
    </div>
  );
}

const typeNames = {
  journal: 'Journal',
  worksheet: 'Worksheet',
  brainstorm: 'Brainstorm',
  reflection: 'Reflection',
} as const;

function QuestRow(props: {
  quest: ProgrammeQuest;
  place: string;
  onEdit: () => void;
  onRemove?: () => void;
}) {
  const { quest } = props;
  return (
    <article className="flex flex-col gap-3 rounded-(--radius-card) border border-line bg-white p-4 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
          <span>{props.place}</span>
          <Badge tone="muted">{typeNames[quest.type]}</Badge>
        </p>
        <h3 className="mt-1 font-semibold break-words text-ink">{quest.title}</h3>
        <p className="mt-1 text-sm break-words text-ink-soft">{quest.description}</p>
        {quest.type === 'worksheet' && (
          <p className="mt-1 text-sm text-ink-soft">
            Template: {quest.template ? quest.template.title : 'none'}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant="secondary" onClick={props.onEdit} aria-label={`Edit ${quest.title}`}>
          <Pencil aria-hidden /> Edit
        </Button>
        {props.onRemove && (
          <Button variant="secondary" onClick={props.onRemove} aria-label={`Remove ${quest.title}`}>
            <Trash2 aria-hidden /> Remove
          </Button>
        )}
      </div>
    </article>
  );
}

function RemoveQuestDialog(props: { quest: ProgrammeQuest; onClose: () => void }) {
  const remove = useRemoveQuest();
  async function confirm() {
    try {
      await remove.mutateAsync(props.quest.id);
      notify('success', `${props.quest.title} was removed`);
      props.onClose();
    } catch (error) {
      notifyError(error, 'Not removed');
    }
  }
  return (
    <ConfirmDialog
      title={`Remove ${props.quest.title}?`}
      description="Creators no longer need it to complete the realm. Answers already given stay in their history."
      confirmLabel="Remove quest"
      busyLabel="Removing..."
      isBusy={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={props.onClose}
    />
  );
}

/** A live realm back to draft, confirmed: the server refuses once a creator has started it. */
function UnpublishDialog(props: { realm: ProgrammeRealmDetail; onClose: () => void }) {
  const unpublish = useUnpublishRealm();
  async function confirm() {
    try {
      await unpublish.mutateAsync(props.realm.id);
      notify('success', `${props.realm.title} is a draft again`);
      props.onClose();
    } catch (error) {
      notifyError(error, 'Still open');
    }
  }
  return (
    <ConfirmDialog
      title={`Take ${props.realm.title} back to draft?`}
      description="Creators read 'Coming Soon' and its announced name again until you publish it. This is only possible while no creator has started it."
      confirmLabel="Back to draft"
      busyLabel="Please wait..."
      isBusy={unpublish.isPending}
      onConfirm={() => void confirm()}
      onClose={props.onClose}
    />
  );
}
