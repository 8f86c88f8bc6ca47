import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form.tsx';
import { AuthLayout } from '../layout/auth-layout.tsx';

export function Component() {
  return (
    <AuthLayout
      heading="Forgot password?"
      intro="Enter the email you signed up with and we'll send you a link to choose a new password."
      footer={
        <Link
          to={paths.auth}
          className="text-center text-sm font-semibold text-ember-700 hover:underline"
        >
          Back to sign in
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
