import { Flame, Gift, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { bringIntoFocus } from '../../utils/bring-into-focus.ts';

/**
 * The moment a realm's last quest is done: a short celebration, then the kit
 * claim right there. The motion plays only for those who have not asked for
 * reduced motion (`motion-safe:`); the words say the same either way.
 */
export function MasteryCard(props: {
  realmTitle: string;
  onClaim: () => void;
  /** The realm was mastered a moment ago, on this screen: the view and the focus come here. */
  takesFocus?: boolean;
}) {
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (props.takesFocus) bringIntoFocus(headingRef.current!, sectionRef.current!);
  }, [props.takesFocus]);
  return (
    <section
      ref={sectionRef}
      aria-labelledby="mastery-title"
      className="relative overflow-hidden rounded-(--radius-card) border-2 border-amber-300 bg-linear-to-br from-amber-50 to-ember-50 p-5 text-center shadow-sm"
    >
      <div aria-hidden data-celebration className="pointer-events-none absolute inset-0">
        <Sparkles className="absolute top-3 left-4 size-5 text-amber-500 motion-safe:animate-ping" />
        <Flame className="absolute top-6 right-6 size-6 text-ember-500 motion-safe:animate-bounce" />
        <Sparkles className="absolute bottom-4 left-8 size-4 text-ember-400 motion-safe:animate-pulse" />
      </div>
      <Gift
        className="relative mx-auto size-10 text-ember-700 motion-safe:animate-bounce"
        aria-hidden
      />
      <h2
        id="mastery-title"
        ref={headingRef}
        tabIndex={-1}
        className="relative mt-2 font-(family-name:--font-display) text-xl font-semibold text-ink"
      >
        Realm Mastery Achieved
      </h2>
      <p className="relative mt-1 text-sm text-ink-soft">
        You have completed every quest of {props.realmTitle}. Your Ember Kit is ready to be claimed.
      </p>
      <Button className="relative mt-4" onClick={props.onClaim}>
        Claim Your Ember Kit
      </Button>
    </section>
  );
}
