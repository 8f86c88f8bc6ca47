import { FileText, Headphones, Video, type LucideIcon } from 'lucide-react';
import type { ResourceType } from '#shared/library-limits.ts';
import { cn } from '#web/lib/cn.ts';

const iconByType: Record<ResourceType, LucideIcon> = {
  video: Video,
  audio: Headphones,
  download: FileText,
};

/** Video, audio, or otherwise a document, as in the original. */
export function ResourceIcon(props: { type: ResourceType; isMuted?: boolean }) {
  const Icon = iconByType[props.type];
  return (
    <span
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full',
        props.isMuted ? 'bg-stone-100 text-stone-600' : 'bg-ember-100 text-ember-700',
      )}
    >
      <Icon className="size-5" aria-hidden />
    </span>
  );
}
