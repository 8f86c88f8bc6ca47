import { Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { resourceTypeLabels } from '#shared/library-limits.ts';
import { dispositionFor } from '#shared/rules/library.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { formatFileSize } from '#web/lib/format-file-size.ts';
import type { StudioResource } from '../../api/get-studio-resources.ts';
import { useProgrammeRealms } from '../../hooks/use-programme-realms.ts';
import { ResourceIcon } from '#web/components/resource-icon.tsx';
import { BreakableName } from '#web/components/breakable-name.tsx';

/** One resource in the studio: its type, file name and size, and Edit and Delete. */
export function ResourceRow(props: {
  resource: StudioResource;
  isRealmShown: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { resource } = props;
  const titleId = useId();
  const { titleOf } = useProgrammeRealms();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-(--radius-card) border border-line bg-white p-4 shadow-sm sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <ResourceIcon type={resource.type} />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-semibold break-words text-ink">
            {resource.title}
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-soft">
            <Badge tone="muted">{resourceTypeLabels[resource.type]}</Badge>
            {props.isRealmShown && (
              <span>
                Realm {resource.realmId}: {titleOf(resource.realmId)}
              </span>
            )}
          </p>
          <p className="mt-1 text-sm text-ink-soft">
            {resource.fileName && resource.fileUrl ? (
              dispositionFor(resource.contentType ?? '') === 'inline' ? (
                <a
                  href={resource.fileUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-ember-800 underline underline-offset-2"
                >
                  <BreakableName text={resource.fileName} />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                <a
                  href={resource.fileUrl}
                  download=<BreakableName text={resource.fileName} />
                  className="font-medium text-ember-800 underline underline-offset-2"
                >
                  <BreakableName text={resource.fileName} />
                  <span className="sr-only"> (downloads)</span>
                </a>
              )
            ) : (
              'No file yet'
            )}
            {resource.fileSize !== null && (
              <span className="whitespace-nowrap"> · {formatFileSize(resource.fileSize)}</span>
            )}
          </p>
        </div>
      </div>
      <div className="flex gap-2 sm:shrink-0">
        <Button
          variant="secondary"
          className="flex-1 sm:flex-none"
          aria-describedby={titleId}
          onClick={props.onEdit}
        >
          <Pencil aria-hidden />
          Edit
        </Button>
        <Button
          variant="secondary"
          className="flex-1 text-red-800 sm:flex-none"
          aria-describedby={titleId}
          onClick={props.onDelete}
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
    </article>
  );
}
