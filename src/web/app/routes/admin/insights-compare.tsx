import { CompareScreen } from '#web/features/console/components/insights/compare-screen.tsx';

export function Component() {
  return <CompareScreen />;
}
