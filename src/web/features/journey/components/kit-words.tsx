import { Gift } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { useKit } from '../api/get-curriculum.ts';

/**
 * A realm's Ember Kit, named and described in the words staff wrote in the
 * programme studio: what the creator is walking towards (the journey map) and
 * what they are claiming (the claim dialog).
 */
export function KitWords(props: { realmId: number; realmTitle: string; className?: string }) {
  const kit = useKit(props.realmId, props.realmTitle);
  return (
    <p className={cn('flex items-start gap-2 text-sm text-ink-soft', props.className)}>
      <Gift className="mt-0.5 size-4 shrink-0 text-ember-700" aria-hidden />
      <span className="min-w-0 [overflow-wrap:anywhere]">
        <span className="block font-semibold text-ink">{kit.name}</span>
        {kit.description && <span className="block">{kit.description}</span>}
      </span>
    </p>
  );
}
