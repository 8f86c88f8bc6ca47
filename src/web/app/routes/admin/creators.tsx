import { CreatorsScreen } from '#web/features/console/components/creators-screen.tsx';

export function Component() {
  return <CreatorsScreen />;
}
