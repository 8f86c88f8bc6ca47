import { useState } from 'react';
import {
  shareReactionLabels,
  shareReactions,
  type ShareReaction,
} from '#shared/rules/answer-shares.ts';
import { cn } from '#web/lib/cn.ts';
import { notifyError } from '#web/lib/notify.ts';
import { useReactToShare } from '../api/answer-share-mutations.ts';

/**
 * The buddy's reaction to a shared answer: one of four, pressed again to take
 * it back. Each is a toggle button (aria-pressed) named in words; the emoji
 * is decoration. The press shows at once and stays unless the server refuses.
 */
export function ShareReactions(props: {
  shareId: number;
  ownerName: string;
  current: ShareReaction | null;
}) {
  const react = useReactToShare();
  const [pressed, setPressed] = useState<ShareReaction | null | undefined>(undefined);
  const shown = pressed === undefined ? props.current : pressed;

  async function press(reaction: ShareReaction) {
    const next = shown === reaction ? null : reaction;
    setPressed(next);
    try {
      await react.mutateAsync({ shareId: props.shareId, change: { reaction: next } });
    } catch (error) {
      notifyError(error, 'Reaction Not Saved', { id: `reaction-${props.shareId}` });
    } finally {
      setPressed(undefined);
    }
  }

  return (
    <div
      role="group"
      aria-label={`React to ${props.ownerName}’s answer`}
      className="flex flex-wrap gap-2"
    >
      {shareReactions.map((reaction) => {
        const { emoji, name } = shareReactionLabels[reaction];
        const isPressed = shown === reaction;
        return (
          <button
            key={reaction}
            type="button"
            aria-pressed={isPressed}
            onClick={() => void press(reaction)}
            className={cn(
              'inline-flex min-h-11 min-w-11 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
              isPressed
                ? 'border-ember-700 bg-ember-100 text-ember-900'
                : 'border-line bg-white text-ink hover:bg-ember-50',
            )}
          >
            <span aria-hidden className="text-base leading-none">
              {emoji}
            </span>
            {name}
          </button>
        );
      })}
    </div>
  );
}

/** A reaction as words and its emoji, for the owner reading what their buddy chose. */
export function ReactionShown({ reaction }: { reaction: ShareReaction }) {
  const { emoji, name } = shareReactionLabels[reaction];
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-ember-50 px-3 py-1 text-sm font-medium text-ember-900">
      <span aria-hidden>{emoji}</span>
      {name}
    </span>
  );
}
