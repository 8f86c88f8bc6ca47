import { Download, ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { resourceTypeLabels } from '#shared/library-limits.ts';
import { dispositionFor } from '#shared/rules/library.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { formatFileSize } from '#web/lib/format-file-size.ts';
import type { LibraryResource } from '../api/get-library.ts';
import { ResourceIcon } from '#web/components/resource-icon.tsx';
import { ResourceMedia } from './resource-media.tsx';

/** A resource of an unlocked section: what it is, and its file to open or play. */
export function ResourceCard({ resource }: { resource: LibraryResource }) {
  const titleId = useId();
  return (
    <article
      id={`resource-${resource.id}`}
      aria-labelledby={titleId}
      className="rounded-(--radius-card) border border-line bg-white p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <ResourceIcon type={resource.type} />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-semibold break-words text-ink">
            {resource.title}
          </h3>
          {resource.description && (
            <p className="mt-0.5 text-sm text-ink-soft">{resource.description}</p>
          )}
          <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-ink-soft">
            <Badge tone="muted">{resourceTypeLabels[resource.type]}</Badge>
            {resource.fileSize !== null && <span>{formatFileSize(resource.fileSize)}</span>}
          </p>
        </div>
      </div>
      {resource.fileUrl && resource.contentType && (
        <ResourceMedia
          contentType={resource.contentType}
          fileUrl={resource.fileUrl}
          title={resource.title}
        />
      )}
      {resource.fileUrl && dispositionFor(resource.contentType ?? '') === 'inline' ? (
        // The server sends these inline: the browser's tab shows them.
        <a
          href={resource.fileUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={titleId}
          className={buttonVariants({ variant: 'secondary', className: 'mt-3 w-full sm:w-auto' })}
        >
          <ExternalLink aria-hidden />
          Open file
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : resource.fileUrl ? (
        <a
          href={resource.fileUrl}
          download={resource.fileName ?? true}
          aria-describedby={titleId}
          className={buttonVariants({ variant: 'secondary', className: 'mt-3 w-full sm:w-auto' })}
        >
          <Download aria-hidden />
          Download file
        </a>
      ) : (
        <Button
          variant="secondary"
          disabled
          aria-describedby={titleId}
          className="mt-3 w-full sm:w-auto"
        >
          <ExternalLink aria-hidden />
          Open file
        </Button>
      )}
    </article>
  );
}
