import { StudioScreen } from '#web/features/console/components/studio/studio-screen.tsx';

export function Component() {
  return <StudioScreen />;
}
