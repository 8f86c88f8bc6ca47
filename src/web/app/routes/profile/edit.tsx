import { EditProfileScreen } from '#web/features/profile/components/edit-profile-screen.tsx';

export function Component() {
  return <EditProfileScreen />;
}
