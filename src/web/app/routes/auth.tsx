import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '#web/components/ui/loading-screen.tsx';
import { safeReturnPath } from '#web/config/paths.ts';
import { EmailAuthForm } from '#web/features/auth/components/email-auth-form.tsx';
import { ProviderButtons } from '#web/features/auth/components/provider-buttons.tsx';
import { sessionQueryOptions, useSession } from '#web/lib/session.ts';
import { AuthLayout } from '../layout/auth-layout.tsx';

export function Component() {
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get('redirect'));
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // Only the server's word counts here: this device's copy of the session may be out of date.
  const isConfirmedByServer = session.dataUpdatedAt > 0;
  if (session.isPending || (!isConfirmedByServer && session.isFetching))
    return <LoadingScreen message="Loading..." />;
  if (session.data && isConfirmedByServer) return <Navigate to={returnTo} replace />;

  async function enter() {
    await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
    await navigate(returnTo, { replace: true });
  }

  return (
    <AuthLayout
      heading="Welcome, creator"
      intro="Sign in to continue your journey through the realms, or create your account to begin."
      footer={
        <p className="px-2 text-center text-xs leading-relaxed text-ink-soft">
          By continuing, you agree to Emberpath's Terms of Service and acknowledge our Privacy
          Policy.
        </p>
      }
    >
      <div className="flex flex-col gap-5">
        <EmailAuthForm onSignedIn={enter} />
        <ProviderButtons callbackPath={returnTo} />
      </div>
    </AuthLayout>
  );
}
