import { LibraryScreen } from '#web/features/library/components/library-screen.tsx';

export function Component() {
  return <LibraryScreen />;
}
