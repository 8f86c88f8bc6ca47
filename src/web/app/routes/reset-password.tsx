import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { paths } from '#shared/paths.ts';
import { ResetPasswordForm } from '#web/features/auth/components/reset-password-form.tsx';
import { AuthLayout, BackToSignInLink } from '../layout/auth-layout.tsx';

export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token');
  const isExpired = searchParams.get('error') === 'INVALID_TOKEN' || !token;

  return (
    <AuthLayout
      heading={isExpired ? 'This link has expired' : 'Choose a new password'}
      intro={
        isExpired
          ? 'Reset links work once, for one hour. Ask for a fresh one and check your inbox.'
          : 'Pick something only you would know.'
      }
      footer={<BackToSignInLink />}
    >
      {isExpired ? (
        <Link to={paths.forgotPassword} className={buttonVariants({ size: 'full' })}>
          Ask for a new link
        </Link>
      ) : (
        <ResetPasswordForm
          token={token}
          onDone={() => void navigate(paths.auth, { replace: true })}
        />
      )}
    </AuthLayout>
  );
}
