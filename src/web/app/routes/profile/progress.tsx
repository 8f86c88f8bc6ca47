import { ProgressScreen } from '#web/features/journey/components/progress/progress-screen.tsx';

export function Component() {
  return <ProgressScreen />;
}
