import { useSearchParams } from 'react-router';
import { UnsubscribeConfirmation } from '#web/features/notification-settings/components/unsubscribe-confirmation.tsx';
import { AuthLayout } from '../layout/auth-layout.tsx';

export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout
      heading="Unsubscribe"
      intro="Stop one kind of email from Emberpath. No sign-in needed."
    >
      <UnsubscribeConfirmation token={searchParams.get('token') ?? ''} />
    </AuthLayout>
  );
}
