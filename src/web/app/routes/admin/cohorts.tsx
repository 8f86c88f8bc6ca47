import { CohortsScreen } from '#web/features/console/components/cohorts/cohorts-screen.tsx';

export function Component() {
  return <CohortsScreen />;
}
