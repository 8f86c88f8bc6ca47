import { ProgrammeScreen } from '#web/features/console/components/programme/programme-screen.tsx';

export function Component() {
  return <ProgrammeScreen />;
}
