import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#shared/paths.ts';
import { useMarkUnlocksSeen, useSectionUnlocks } from '../api/get-section-unlocks.ts';

// Fetched only when there is something to announce: the dialog stays out of the dashboard's first load.
const UnlockOverlay = lazy(() =>
  import('./unlock-overlay.tsx').then((module) => ({ default: module.UnlockOverlay })),
);

/**
 * Shows 'New Resources Unlocked!' once for each section a realm completion
 * opened (the server remembers it was seen, for every device). It waits while
 * `isSuppressed`, so it never covers the Ember Kit claim.
 */
export function UnlockedResourcesPrompt(props: {
  completedRealmCount: number;
  isSuppressed: boolean;
}) {
  const navigate = useNavigate();
  const unlocks = useSectionUnlocks(props.completedRealmCount);
  const markSeen = useMarkUnlocksSeen();
  const pending = unlocks.data ?? [];
  if (props.isSuppressed || pending.length === 0) return null;

  const dismiss = () => markSeen.mutate(pending.map((unlock) => unlock.realmId));
  return (
    <Suspense fallback={null}>
      <UnlockOverlay
        unlocks={pending}
        onClose={dismiss}
        onOpenLibrary={() => {
          dismiss();
          void navigate(paths.resources);
        }}
      />
    </Suspense>
  );
}
