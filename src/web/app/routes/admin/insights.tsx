import { InsightsScreen } from '#web/features/console/components/insights/insights-screen.tsx';

export function Component() {
  return <InsightsScreen />;
}
