import { CircleAlert } from 'lucide-react';
import type { MissingToPublish } from '#shared/rules/publish-readiness.ts';
import type { ProgrammeRealmDetail } from '../../api/get-programme-realm.ts';

/** The realm as the publishing rule reads it (the server applies the same rule and refuses). */
export const readinessOf = (realm: ProgrammeRealmDetail) => {
  const task = (quest: ProgrammeRealmDetail['quests'][number]) => ({
    title: quest.title,
    type: quest.type,
    hasTemplate: quest.template !== null,
  });
  return {
    description: realm.description,
    kitDescription: realm.kitDescription,
    quests: realm.quests.map(task),
    finalTask: realm.finalTask ? task(realm.finalTask) : null,
  };
};

/** What a realm still needs before it may open, beside the Publish button it describes. */
export function PublishChecklist(props: { id: string; missing: readonly MissingToPublish[] }) {
  const headingId = `${props.id}-heading`;
  return (
    <div className="flex flex-col gap-2 rounded-(--radius-card) border border-amber-300 bg-amber-50 p-4">
      <p id={headingId} className="font-semibold text-ink">
        Before it can open
      </p>
      <ul id={props.id} aria-labelledby={headingId} className="flex flex-col gap-2">
        {props.missing.map((item) => (
          <li key={item.message} className="flex items-start gap-2 text-sm break-words text-ink">
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-ember-800" aria-hidden />
            {item.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
