import { Link } from 'react-router';
import { paths } from '#shared/paths.ts';
import { LegalText } from '#web/features/legal/components/legal-text.tsx';
import { AuthLayout } from '../layout/auth-layout.tsx';

export function Component() {
  return (
    <AuthLayout
      heading="Terms of Service"
      intro="How Emberpath works with you and your work."
      footer={
        <p className="text-center text-sm">
          <Link
            to={paths.home}
            className="font-semibold text-ember-800 underline underline-offset-2"
          >
            Back to Emberpath
          </Link>
        </p>
      }
    >
      <LegalText page="terms" />
    </AuthLayout>
  );
}
