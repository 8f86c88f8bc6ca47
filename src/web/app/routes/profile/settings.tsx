import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AccountSettingsSection } from '#web/features/account-settings/components/account-settings-section.tsx';
import { DataRightsSection } from '#web/features/account-settings/components/data-rights-section.tsx';
import { NotificationSettingsSection } from '#web/features/notification-settings/components/notification-settings-section.tsx';
import { paths } from '#shared/paths.ts';
import { notify } from '#web/lib/notify.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { forgetPersonalData } from '../../layout/forget-personal-data.ts';
import { useLinkLanding } from './use-link-landing.ts';

export function Component() {
  const { user } = useSignedInUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useLinkLanding();

  // Signed out everywhere, or the account is gone: this device forgets the creator too.
  async function leave() {
    await forgetPersonalData(user.id, queryClient);
    await navigate(paths.auth, { replace: true });
  }

  return (
    <div className="flex flex-col gap-4">
      <AccountSettingsSection onSignedOut={leave} />
      <NotificationSettingsSection />
      <DataRightsSection
        onDeleted={async () => {
          await leave();
          notify('success', 'Account Deleted', {
            description:
              'Everything you kept in Emberpath is gone. Thank you for walking the path.',
          });
        }}
      />
    </div>
  );
}
