import { QueryState } from '#web/components/ui/query-state.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { useProfile } from '../api/get-profile.ts';
import { AvatarEditor } from './avatar-editor.tsx';
import { ProfileForm } from './profile-form.tsx';
import { SetBeforeProofCard } from './set-before-proof-card.tsx';

export function EditProfileScreen() {
  const profile = useProfile();
  return (
    <QueryState
      query={profile}
      loadingText="Loading your profile..."
      errorTitle="We could not load your profile."
    >
      {(data) => (
        <div className="flex flex-col gap-4">
          <SetBeforeProofCard />
          <SectionCard heading="Your picture">
            <AvatarEditor profile={data} />
          </SectionCard>
          <SectionCard heading="About you">
            <ProfileForm saved={data} />
          </SectionCard>
        </div>
      )}
    </QueryState>
  );
}
