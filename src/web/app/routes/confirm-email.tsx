import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { paths } from '#shared/paths.ts';
import { pendingJoinPath } from '#web/features/cohorts/utils/pending-join.ts';
import { ConfirmEmailForm } from '#web/features/auth/components/confirm-email-form.tsx';
import { readLinkToken } from '#web/features/auth/utils/read-link-token.ts';
import { sessionQueryOptions } from '#web/lib/session-query.ts';
import { AuthLayout, BackToSignInLink } from '../layout/auth-layout.tsx';

export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = searchParams.get('token');
  const link = readLinkToken(token);

  if (!token || !link || link.isExpired) {
    return (
      <AuthLayout
        heading="This link has expired"
        intro="Confirmation links work for one hour. Sign in with your email and password and we'll send you a fresh one."
        footer={<BackToSignInLink />}
      >
        <Link to={paths.auth} className={buttonVariants({ size: 'full' })}>
          Sign in
        </Link>
      </AuthLayout>
    );
  }

  async function enter() {
    await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
    // Signed up from a cohort's join link: on to that cohort's page.
    await navigate(pendingJoinPath() ?? paths.home, { replace: true });
  }

  return (
    <AuthLayout
      heading="Confirm your email"
      intro={`One last step for ${link.email}: enter the account's password, so only you can get in.`}
      footer={<BackToSignInLink />}
    >
      <ConfirmEmailForm token={token} email={link.email} onDone={() => void enter()} />
    </AuthLayout>
  );
}
