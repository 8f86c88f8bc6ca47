import { WebhooksScreen } from '#web/features/console/components/webhooks/webhooks-screen.tsx';

export function Component() {
  return <WebhooksScreen />;
}
