import { ArrowLeft, Eye } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { adminProgrammeRealmPath } from '#shared/paths.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import {
  useProgrammeRealm,
  type ProgrammeRealmDetail,
} from '#web/features/console/api/get-programme-realm.ts';
import { RealmHeroCard } from '#web/features/journey/components/dashboard/realm-hero-card.tsx';
import { QuestPreviewContext } from '#web/features/journey/components/quests/quest-preview.tsx';
import { QuestsScreen } from '#web/features/journey/components/quests/quests-screen.tsx';
import { realmAsPreviewed } from '#web/features/journey/utils/realm-preview.ts';

/**
 * A realm as a creator would see it on reaching it: the dashboard's hero and
 * the quests screen, each quest opening as it does for them. Built from the
 * realm as staff are writing it; no creator's data is read or written.
 */
export function Component() {
  const realmId = Number(useParams().realmId);
  const realm = useProgrammeRealm(realmId);
  return (
    <div className="flex flex-col gap-5">
      <Link
        to={adminProgrammeRealmPath(realmId)}
        className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-ember-800 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to editing
      </Link>
      <p
        role="note"
        className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-ink"
      >
        <Eye className="mt-0.5 size-4 shrink-0" aria-hidden />
        Preview: this is what a creator sees on reaching this realm. Nothing you do here is saved.
      </p>
      <QueryState query={realm} loadingText="Loading the preview...">
        {(data) => <Preview realm={data} />}
      </QueryState>
    </div>
  );
}

function Preview({ realm }: { realm: ProgrammeRealmDetail }) {
  const { progress, words } = useMemo(() => realmAsPreviewed(realm), [realm]);
  return (
    <QuestPreviewContext value={words}>
      <div className="flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:items-start">
        <div className="lg:sticky lg:top-20">
          <RealmHeroCard realm={progress} />
        </div>
        <QuestsScreen realm={progress} />
      </div>
    </QuestPreviewContext>
  );
}
