import { Users } from 'lucide-react';
import { useNavigate } from 'react-router';
import { paths } from '#shared/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { useJoinPreview, type JoinPreview } from '../api/get-join-preview.ts';
import { useMyCohort, type MyCohort } from '../api/get-my-cohort.ts';
import { useJoinCohort } from '../api/join-cohort.ts';
import { forgetPendingJoin } from '../utils/pending-join.ts';
import { CohortFacts, RefusalNote } from './cohort-facts.tsx';

/** /cohorts/join/:code: the cohort a link names, and the button that joins it. */
export function JoinCohortScreen({ code }: { code: string }) {
  const preview = useJoinPreview(code);
  const mine = useMyCohort();
  return (
    <QueryState
      query={preview}
      loadingText="Opening your cohort..."
      placeholders={['h-56']}
      errorTitle="This join link does not work"
    >
      {(cohort) => <JoinCard code={code} cohort={cohort} current={mine.data?.cohort ?? null} />}
    </QueryState>
  );
}

/** The same cohort as a link's, as far as the creator can tell: a link shows no id. */
const isSameCohort = (mine: MyCohort, link: JoinPreview) =>
  mine.name === link.name && mine.startsAt === link.startsAt;

function JoinCard(props: { code: string; cohort: JoinPreview; current: MyCohort | null }) {
  const { cohort, current } = props;
  const { user } = useSignedInUser();
  const navigate = useNavigate();
  const join = useJoinCohort();
  const isMember = current !== null && isSameCohort(current, cohort);

  async function handleJoin() {
    try {
      await join.mutateAsync(props.code);
      forgetPendingJoin();
      notify('success', `Welcome to ${cohort.name}`, {
        description: 'Your cohort starts together. We will tell you when each realm opens.',
      });
      await navigate(paths.home);
    } catch (error) {
      notifyError(error, 'Not joined');
    }
  }

  return (
    <section
      aria-labelledby="join-cohort-title"
      className="mx-auto flex w-full max-w-xl flex-col gap-4 rounded-(--radius-card) border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-ember-50">
          <Users className="size-5 text-ember-700" aria-hidden />
        </span>
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <p className="text-sm text-ink-soft">Cohort</p>
          <h2 id="join-cohort-title" className="text-xl font-semibold text-ink">
            {cohort.name}
          </h2>
        </div>
      </div>
      <p className="text-ink">Walk the realms alongside other creators who start the same day.</p>
      <CohortFacts cohort={cohort} timeZone={user.timeZone} />
      {isMember ? (
        <p role="status" className="rounded-xl bg-emerald-50 p-3 text-sm text-ink">
          You're in this cohort already. See you on your dashboard.
        </p>
      ) : current !== null ? (
        <p
          role="status"
          className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-ink"
        >
          You're already in {current.name}. Ask the Emberpath team if you want to move.
        </p>
      ) : (
        cohort.joinRefusal && <RefusalNote refusal={cohort.joinRefusal} />
      )}
      {!isMember && current === null && !cohort.joinRefusal && (
        <Button onClick={() => void handleJoin()} disabled={join.isPending} className="self-start">
          {join.isPending ? 'Joining...' : 'Join cohort'}
        </Button>
      )}
    </section>
  );
}
