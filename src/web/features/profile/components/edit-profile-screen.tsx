import { Button } from '#web/components/ui/button.tsx';
import { useProfile } from '../api/get-profile.ts';
import { AvatarEditor } from './avatar-editor.tsx';
import { ProfileForm } from './profile-form.tsx';

const cardClass =
  'flex flex-col gap-4 rounded-(--radius-card) border border-line bg-white p-5 shadow-sm';

export function EditProfileScreen() {
  const profile = useProfile();
  if (profile.isPending) {
    return (
      <p role="status" className="py-10 text-center text-ink-soft">
        Loading your profile...
      </p>
    );
  }
  if (profile.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
        <p className="text-ink">We could not load your profile.</p>
        <Button variant="secondary" onClick={() => void profile.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { data } = profile;
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="picture-heading" className={cardClass}>
        <h2 id="picture-heading" className="text-lg font-semibold text-ink">
          Your picture
        </h2>
        <AvatarEditor
          name={data.name}
          email={data.email}
          image={data.image}
          hasAvatar={data.hasAvatar}
        />
      </section>
      <section aria-labelledby="about-heading" className={cardClass}>
        <h2 id="about-heading" className="text-lg font-semibold text-ink">
          About you
        </h2>
        <ProfileForm saved={data} />
      </section>
    </div>
  );
}
