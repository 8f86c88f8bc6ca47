import { ApiKeysScreen } from '#web/features/console/components/api-keys/api-keys-screen.tsx';

export function Component() {
  return <ApiKeysScreen />;
}
