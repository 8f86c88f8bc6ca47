import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useIsHydrated } from '#web/lib/use-is-hydrated.ts';
import { useNavigate } from 'react-router';
import { paths } from '#shared/paths.ts';
import type { Progress } from '../../utils/progress-model.ts';
import { INVITE_UNLOCKING_REALM_ID } from '#shared/rules/invites.ts';
import { isRealmReady } from '#shared/rules/realm-progress.ts';
import {
  currentRealmOf,
  hasQuestsLeft,
  journeyFinish,
  nextQuestStep,
} from '../../utils/journey-stats.ts';
import { CheckedInTodayCard, DailyCheckinCard } from './daily-checkin-card.tsx';
import { RealmHeroCard } from './realm-hero-card.tsx';
import { RecentAchievements } from './recent-achievements.tsx';
import { ShortcutCards, type SentInviteSummary } from './shortcut-cards.tsx';
import { EarnBackCard } from './earn-back-card.tsx';
import { StatCards } from './stat-cards.tsx';

// Fetched only when a realm is ready to claim: forms and dialogs stay out of the first paint.
const RewardDialog = lazy(() =>
  import('../reward/reward-dialog.tsx').then((module) => ({ default: module.RewardDialog })),
);

// Shown once, at the end of what is written: not part of every dashboard's first paint.
const FinishCard = lazy(() =>
  import('./finish-card.tsx').then((module) => ({ default: module.FinishCard })),
);

// A quote picked in the browser, so never part of the drawn dashboard: loaded once hydrated, with
// the curriculum's quotes it asks for.
const InsightCard = lazy(() =>
  import('./insight-card.tsx').then((module) => ({ default: module.InsightCard })),
);

// Shown after days away, once hydrated (it reads what was put away on this device): loaded then.
const WelcomeBackCard = lazy(() =>
  import('./welcome-back-card.tsx').then((module) => ({ default: module.WelcomeBackCard })),
);

// The week's commitment, offered on a fresh start (a Monday, the first of a month, a return): loaded
// once hydrated, as the welcome back is.
const FreshStartCard = lazy(() =>
  import('./fresh-start-card.tsx').then((module) => ({ default: module.FreshStartCard })),
);

// Shown when a realm is ready to claim, with its celebration: loaded then.
const MasteryCard = lazy(() =>
  import('./mastery-card.tsx').then((module) => ({ default: module.MasteryCard })),
);

const DISMISSED_KEY = 'emberpath-reward-dismissed';

function readDismissedRealmId(): number | null {
  try {
    return Number(sessionStorage.getItem(DISMISSED_KEY)) || null;
  } catch {
    return null;
  }
}

type DashboardProps = {
  progress: Progress;
  /** The invitation already sent, if any: the 'Pass the Flame' card says where it stands. */
  sentInvite?: SentInviteSummary | null;
  /** False while the progress is this device's copy, not yet confirmed by the server. */
  isConfirmed: boolean;
  /** The creator's cohort, under the realm it paces: another feature's lazy card, composed by the app. */
  cohortCard?: ReactNode;
};

export function Dashboard({ progress, isConfirmed, sentInvite, cohortCard }: DashboardProps) {
  const navigate = useNavigate();
  const realm = currentRealmOf(progress);
  const readyRealm = progress.realms.find(isRealmReady);
  const [dismissedRealmId, setDismissedRealmId] = useState(readDismissedRealmId);
  const [isReopened, setIsReopened] = useState(false);
  // Opens by itself (once per visit) when the server says a realm is ready; the card's button reopens it.
  const isAutoOpen = isConfirmed && readyRealm !== undefined && dismissedRealmId !== readyRealm.id;
  const claimRealm = readyRealm && (isAutoOpen || isReopened) ? readyRealm : undefined;
  // The lazy cards and the claim dialog are drawn in the browser only: the dashboard the server
  // draws (decision 026) leaves them out rather than have React redo a boundary it could not finish.
  const isHydrated = useIsHydrated();
  function closeClaim() {
    if (readyRealm) {
      setDismissedRealmId(readyRealm.id);
      try {
        sessionStorage.setItem(DISMISSED_KEY, String(readyRealm.id));
      } catch {
        // Not remembered: the dialog may open again next visit.
      }
    }
    setIsReopened(false);
  }

  return (
    // On a laptop the cards flow into two columns (CSS columns: each card whole, heights uneven),
    // the realm's hero (and the finish card, once every realm is done) across both.
    <div className="flex flex-col gap-4 lg:block lg:columns-2 lg:gap-6 lg:*:mb-6 lg:*:break-inside-avoid lg:*:first:[column-span:all]">
      <div className="flex flex-col gap-4 lg:gap-6">
        {isHydrated && progress.comeback.welcome && (
          <Suspense fallback={null}>
            <WelcomeBackCard progress={progress} welcome={progress.comeback.welcome} />
          </Suspense>
        )}
        {isHydrated && journeyFinish(progress) && (
          <Suspense fallback={null}>
            <FinishCard progress={progress} />
          </Suspense>
        )}
        <RealmHeroCard realm={realm} nextStep={nextQuestStep(progress)} />
        {isHydrated && <Suspense fallback={null}>{cohortCard}</Suspense>}
      </div>
      {isHydrated && readyRealm && (
        <Suspense fallback={null}>
          <MasteryCard realmTitle={readyRealm.title} onClaim={() => setIsReopened(true)} />
        </Suspense>
      )}
      {progress.streak.earnBack && (
        <EarnBackCard
          earnBack={progress.streak.earnBack}
          hasCheckedInToday={progress.today.hasCheckedIn}
        />
      )}
      {progress.today.hasCheckedIn ? (
        <CheckedInTodayCard
          streak={progress.streak.current}
          isRelitToday={progress.streak.earnedBackOn === progress.today.date}
        />
      ) : (
        <DailyCheckinCard date={progress.today.date} prompt={progress.today.prompt} />
      )}
      {isHydrated && (
        <Suspense fallback={null}>
          <FreshStartCard progress={progress} />
        </Suspense>
      )}
      <StatCards progress={progress} />
      {isHydrated && (
        <Suspense fallback={null}>
          <InsightCard />
        </Suspense>
      )}
      <RecentAchievements progress={progress} />
      <ShortcutCards
        hasQuestsLeft={hasQuestsLeft(progress)}
        sentInvite={sentInvite}
        canPassTheFlame={progress.realms.some(
          (candidate) => candidate.id === INVITE_UNLOCKING_REALM_ID && candidate.completed,
        )}
      />
      {isHydrated && claimRealm && (
        <Suspense fallback={null}>
          <RewardDialog
            realmId={claimRealm.id}
            realmTitle={claimRealm.title}
            onClose={closeClaim}
            onInvite={() => {
              closeClaim();
              void navigate(paths.inviteCreator);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
