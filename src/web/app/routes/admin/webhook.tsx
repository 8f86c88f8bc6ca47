import { useParams } from 'react-router';
import { WebhookScreen } from '#web/features/console/components/webhooks/webhook-screen.tsx';

export function Component() {
  const { endpointId = '' } = useParams();
  return <WebhookScreen endpointId={endpointId} />;
}
