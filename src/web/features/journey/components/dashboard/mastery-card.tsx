import { Gift } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

export function MasteryCard(props: { realmTitle: string; onClaim: () => void }) {
  return (
    <section
      aria-labelledby="mastery-title"
      className="rounded-(--radius-card) border-2 border-amber-300 bg-linear-to-br from-amber-50 to-ember-50 p-5 text-center shadow-sm"
    >
      <Gift className="mx-auto size-10 text-ember-700" aria-hidden />
      <h2
        id="mastery-title"
        className="mt-2 font-(family-name:--font-display) text-xl font-semibold text-ink"
      >
        Realm Mastery Achieved
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        You have completed every quest of {props.realmTitle}. Your Ember Kit is ready to be claimed.
      </p>
      <Button className="mt-4" onClick={props.onClaim}>
        Claim Your Ember Kit
      </Button>
    </section>
  );
}
