import { useForm } from 'react-hook-form';
import { MAX_BIO_LENGTH, MAX_LINK_LENGTH, MAX_PROFILE_LINKS } from '#shared/rules/profile.ts';
import { MAX_NAME_LENGTH } from '#shared/rules/text.ts';
import { profileFormSchema, type ProfileInput } from '#shared/schemas/profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { TextareaField } from '#web/components/ui/textarea.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { useUpdateProfile } from '../api/profile-mutations.ts';

const linkSlots = Array.from({ length: MAX_PROFILE_LINKS }, (_, index) => index);

/** Name, what they create and their links; what was typed stays if saving fails. */
export function ProfileForm(props: { saved: ProfileInput }) {
  const update = useUpdateProfile();
  const form = useForm({
    resolver: formResolver(profileFormSchema),
    values: {
      name: props.saved.name,
      bio: props.saved.bio,
      links: linkSlots.map((index) => props.saved.links[index] ?? ''),
    },
    // The server's copy refreshes after a save; what the creator is still typing wins.
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;

  async function submit(values: ProfileInput) {
    try {
      await update.mutateAsync(values);
      notify('success', 'Profile Saved', { id: 'save-profile' });
    } catch (error) {
      showServerProblems(form, error);
      notifyError(error, 'Profile not saved', { id: 'save-profile' });
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
      <TextField
        label="Display name"
        autoComplete="name"
        maxLength={MAX_NAME_LENGTH}
        hint="Shown in the menu, to your buddies and to the programme team. Leave it empty to show your email."
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextareaField
        label="What I create"
        rows={3}
        maxLength={MAX_BIO_LENGTH}
        placeholder="Cooking videos, a podcast about design, short stories…"
        error={errors.bio?.message}
        {...form.register('bio')}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-ink">Links (up to three)</legend>
        {linkSlots.map((index) => (
          <TextField
            key={index}
            label={`Link ${index + 1}`}
            labelClassName="sr-only"
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={MAX_LINK_LENGTH}
            error={errors.links?.[index]?.message}
            {...form.register(`links.${index}`)}
          />
        ))}
      </fieldset>
      <Button type="submit" disabled={update.isPending} className="self-start">
        {update.isPending ? 'Saving...' : 'Save Profile'}
      </Button>
    </form>
  );
}
