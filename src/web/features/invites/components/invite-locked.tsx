import { Check, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { ProgressBar } from '#web/components/ui/progress-bar.tsx';
import { paths } from '#shared/paths.ts';
import { INVITE_UNLOCKING_REALM_ID } from '#shared/rules/invites.ts';

/** How far a creator is through one of the realms that unlock the invitation. */
export type UnlockStep = {
  id: number;
  title: string;
  done: number;
  total: number;
  isCompleted: boolean;
};

/** The realm that unlocks the invitation, under the name staff gave it (once the journey has loaded). */
export function unlockingRealmOf(steps: UnlockStep[] | undefined) {
  return steps?.find((step) => step.id === INVITE_UNLOCKING_REALM_ID);
}

/** Not yet eligible: what unlocks the invitation, and how far the creator is. */
export function InviteLocked({ steps }: { steps: UnlockStep[] | undefined }) {
  const unlockingRealm = unlockingRealmOf(steps);
  const isReadyToClaim =
    unlockingRealm !== undefined &&
    !unlockingRealm.isCompleted &&
    unlockingRealm.done === unlockingRealm.total;

  return (
    <section
      aria-labelledby="invite-locked-title"
      className="flex flex-col gap-4 rounded-(--radius-card) border border-dashed border-ember-300 bg-white p-5"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-ember-100 text-ember-800">
        <Lock className="size-6" aria-hidden />
      </span>
      <h2 id="invite-locked-title" className="text-lg font-semibold text-ink">
        Unlocks when you complete Realm {INVITE_UNLOCKING_REALM_ID}
        {unlockingRealm && `: ${unlockingRealm.title}`}
      </h2>
      <p className="text-ink-soft">
        Finish every quest and final task of the first two realms and claim your{' '}
        {unlockingRealm && `${unlockingRealm.title} `}Ember Kit. Then you may invite one fellow
        creator to begin their own journey.
      </p>
      {steps && (
        <ul aria-label="Your way to Pass the Flame" className="flex flex-col gap-3">
          {steps.map((step) => (
            <li key={step.id} className="flex flex-col gap-1.5">
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="font-medium text-ink">
                  Realm {step.id}: {step.title}
                </span>
                <span className="flex items-center gap-1 text-ink-soft tabular-nums">
                  {step.isCompleted && <Check className="size-4 text-emerald-700" aria-hidden />}
                  {step.isCompleted ? 'Completed' : `${step.done}/${step.total}`}
                </span>
              </div>
              <ProgressBar
                value={step.isCompleted ? 100 : (step.done / step.total) * 100}
                label={`Realm ${step.id}: ${step.title} progress`}
              />
            </li>
          ))}
        </ul>
      )}
      {isReadyToClaim ? (
        <>
          <p className="text-ink">
            Every {unlockingRealm.title} quest is done: claim your Ember Kit to complete the realm.
          </p>
          <Link to={paths.home} className={buttonVariants({ className: 'self-start' })}>
            Claim Your Ember Kit
          </Link>
        </>
      ) : (
        <Link to={paths.quests} className={buttonVariants({ className: 'self-start' })}>
          Continue Your Quests
        </Link>
      )}
    </section>
  );
}
