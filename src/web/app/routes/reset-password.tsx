import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { ResetPasswordForm } from '#web/features/auth/components/reset-password-form.tsx';
import { AuthLayout, BackToSignInLink } from '../layout/auth-layout.tsx';

export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token');
  const isExpired = searchParams.get('error') === 'INVALID_TOKEN' || !token;

  return (
    <AuthLayout
      heading="Choose a new password"
      intro={
        isExpired
          ? 'This reset link has expired or was already used.'
          : 'Pick something only you would know.'
      }
      footer={<BackToSignInLink />}
    >
      {isExpired ? (
        <Link to={paths.forgotPassword} className="font-semibold text-ember-700 hover:underline">
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
