import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form.tsx';
import { AuthLayout, BackToSignInLink } from '../layout/auth-layout.tsx';

export function Component() {
  return (
    <AuthLayout
      heading="Forgot password?"
      intro="Enter the email you signed up with and we'll send you a link to choose a new password."
      footer={<BackToSignInLink />}
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
