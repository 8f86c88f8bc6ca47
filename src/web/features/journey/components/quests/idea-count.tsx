import type { ReactNode } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { CompleteQuestInput } from '#shared/schemas/journey.ts';
import { cn } from '#web/lib/cn.ts';
import { countIdeas, ideaCountWords, ideaTargetOf } from '../../utils/idea-count.ts';

/**
 * A brainstorm's running count beside the field's hint ('7 of 20 ideas', the
 * goal read from the prompt). A screen reader hears it politely and only when
 * the count changes, once per idea, not at every key.
 */
export function IdeaCount(props: {
  control: Control<CompleteQuestInput>;
  prompt: string | undefined;
  /** The field's usual hint, kept first. */
  children: ReactNode;
}) {
  const answer = useWatch({ control: props.control, name: 'content' }) ?? '';
  const count = countIdeas(answer);
  const target = props.prompt === undefined ? undefined : ideaTargetOf(props.prompt);
  return (
    <span className="flex flex-wrap items-baseline justify-between gap-x-3">
      <span>{props.children}</span>
      <span
        aria-live="polite"
        aria-atomic="true"
        className={cn(
          'font-semibold tabular-nums',
          target !== undefined && count >= target ? 'text-emerald-800' : 'text-ink',
        )}
      >
        {ideaCountWords(count, target)}
      </span>
    </span>
  );
}
