import { useQueryClient } from '@tanstack/react-query';
import { DropdownMenu } from 'radix-ui';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { notify, notifyError } from '#web/lib/notify.ts';
import { paths } from '#shared/paths.ts';
import { signOut } from '#web/features/auth/api/email-auth.ts';
import { sendPendingWrites } from '#web/features/journey/hooks/use-pending-writes-replay.ts';
import { unsubscribeThisDevice } from '#web/features/notification-settings/api/push-subscription.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { settingsSections } from '../settings-sections.ts';
import { forgetPersonalData } from './forget-personal-data.ts';
import {
  UserAvatar,
  displayNameOf,
  userAvatarButtonClass,
  userMenuLabelOf,
} from './user-avatar.tsx';

const items = [
  { label: 'Edit Profile', to: paths.editProfile },
  { label: 'Manage Buddies', to: paths.manageBuddies },
  { label: 'My Realm', to: paths.home },
  { label: 'Progress Bars', to: paths.progress },
  { label: 'Update Personal Info', to: paths.settingsAccount },
];

// The other settings by the names people look for (the account's are 'Update Personal Info').
const settingsItems = settingsSections.filter((section) => section.path !== paths.settingsAccount);

const itemClass =
  'flex min-h-11 cursor-pointer items-center rounded-lg px-3 text-sm text-ink outline-none data-highlighted:bg-ember-50';

export function UserMenu({ defaultOpen }: { defaultOpen: boolean }) {
  const { user, isStaff } = useSignedInUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const displayName = displayNameOf(user);
  const settingsLabelId = useId();

  async function logOut() {
    try {
      // What was written offline goes out while the session still stands.
      await sendPendingWrites(user);
      // Reminders for this creator stop coming to this device (it may be shared).
      await unsubscribeThisDevice();
      await signOut();
      await forgetPersonalData(user.id, queryClient);
      notify('success', 'Signed out successfully', { id: 'sign-out' });
      await navigate(paths.auth, { replace: true });
    } catch (error) {
      notifyError(error, 'Sign out error', {
        id: 'sign-out',
        fallbackMessage: 'Failed to sign out. Please try again.',
      });
    }
  }

  return (
    // Not modal: a modal menu hides the page with aria-hidden while its links stay focusable.
    // Focus still moves into the menu, stays there (arrows, Tab is held) and returns on Escape.
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger aria-label={userMenuLabelOf(user)} className={userAvatarButtonClass}>
        <UserAvatar user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-40 w-64 rounded-2xl border border-line bg-white p-2 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <p className="truncate font-semibold text-ink">{displayName}</p>
            <p className="truncate text-sm text-ink-soft">{user.email}</p>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.label}
              className={itemClass}
              onSelect={() => void navigate(item.to)}
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Group aria-labelledby={settingsLabelId}>
            <DropdownMenu.Label
              id={settingsLabelId}
              className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-ink-soft uppercase"
            >
              Settings
            </DropdownMenu.Label>
            {settingsItems.map((section) => (
              <DropdownMenu.Item
                key={section.path}
                className={itemClass}
                onSelect={() => void navigate(section.path)}
              >
                {section.title}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Group>
          {isStaff && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-line" />
              <DropdownMenu.Item className={itemClass} onSelect={() => void navigate(paths.admin)}>
                Staff console
              </DropdownMenu.Item>
            </>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void logOut()}>
            Log Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
