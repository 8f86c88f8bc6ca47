import { Lock, LockOpen } from 'lucide-react';
import { resourceTypeLabels } from '#shared/library-limits.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import type { LibrarySection as Section } from '../api/get-library.ts';
import { ResourceCard } from './resource-card.tsx';
import { ResourceIcon } from '#web/components/resource-icon.tsx';

const EMPTY_SECTION = 'No resources available for this realm yet.';

export function LibrarySection({ section }: { section: Section }) {
  const headingId = `library-realm-${section.realmId}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-end justify-between gap-3">
        <h2 id={headingId}>
          <span className="block text-xs font-semibold tracking-wide text-ember-800 uppercase">
            Realm {section.realmId}
          </span>
          <span className="font-(family-name:--font-display) text-xl font-semibold text-ink">
            {section.realmTitle}
          </span>
        </h2>
        {section.isUnlocked ? (
          <Badge tone="success">
            <LockOpen aria-hidden /> Unlocked
          </Badge>
        ) : (
          <Badge tone="muted">
            <Lock aria-hidden /> Locked
          </Badge>
        )}
      </div>
      {section.isUnlocked ? (
        section.resources.length === 0 ? (
          <p className="rounded-(--radius-card) border border-dashed border-ember-200 bg-white/70 p-4 text-ink-soft">
            {EMPTY_SECTION}
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {section.resources.map((resource) => (
              <li key={resource.id}>
                <ResourceCard resource={resource} />
              </li>
            ))}
          </ul>
        )
      ) : (
        <LockedSection section={section} />
      )}
    </section>
  );
}

/** What a locked section holds, by name only: no file can be opened until it unlocks. */
function LockedSection({ section }: { section: Section }) {
  return (
    <div className="rounded-(--radius-card) border border-dashed border-stone-300 bg-stone-50 p-4">
      <p className="flex items-center gap-2 font-medium text-ink">
        <Lock className="size-4 shrink-0 text-stone-600" aria-hidden />
        {section.lockHint}
      </p>
      {section.resources.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">{EMPTY_SECTION}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2" aria-label={`Waiting in ${section.realmTitle}`}>
          {section.resources.map((resource) => (
            <li key={resource.id} className="flex items-center gap-3 text-sm text-ink-soft">
              <ResourceIcon type={resource.type} isMuted />
              <span className="min-w-0 flex-1 break-words">{resource.title}</span>
              <span className="text-xs">{resourceTypeLabels[resource.type]}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
