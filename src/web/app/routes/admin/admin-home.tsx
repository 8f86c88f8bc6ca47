import { ConsoleHome } from '#web/features/console/components/console-home.tsx';

export function Component() {
  return <ConsoleHome />;
}
