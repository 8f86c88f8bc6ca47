import { StudioScreen } from '#web/features/library/components/studio/studio-screen.tsx';

export function Component() {
  return <StudioScreen />;
}
