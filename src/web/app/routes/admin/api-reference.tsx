import { ApiReferenceScreen } from '#web/features/console/components/api-reference/api-reference-screen.tsx';

export function Component() {
  return <ApiReferenceScreen />;
}
