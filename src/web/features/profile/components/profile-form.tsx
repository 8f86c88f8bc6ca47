import { useForm } from 'react-hook-form';
import {
  isWebLink,
  LINK_MESSAGE,
  MAX_BIO_LENGTH,
  MAX_LINK_LENGTH,
  MAX_PROFILE_LINKS,
} from '#shared/rules/profile.ts';
import { MAX_NAME_LENGTH } from '#shared/rules/text.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError } from '#web/components/ui/field-error.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useUpdateProfile } from '../api/profile-mutations.ts';

type ProfileValues = { name: string; bio: string; links: string[] };

const linkSlots = Array.from({ length: MAX_PROFILE_LINKS }, (_, index) => index);

/** Name, what they create and their links; what was typed stays if saving fails. */
export function ProfileForm(props: { saved: { name: string; bio: string; links: string[] } }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileValues>({
    values: {
      name: props.saved.name,
      bio: props.saved.bio,
      links: linkSlots.map((index) => props.saved.links[index] ?? ''),
    },
    // The server's copy refreshes after a save; what the creator is still typing wins.
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;

  async function submit(values: ProfileValues) {
    try {
      await update.mutateAsync({
        name: values.name.trim(),
        bio: values.bio.trim(),
        links: values.links.map((link) => link.trim()).filter(Boolean),
      });
      notify('success', 'Profile Saved');
    } catch (error) {
      notifyError(error, 'Profile not saved');
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="profile-name">Display name</Label>
        <Input
          id="profile-name"
          autoComplete="name"
          maxLength={MAX_NAME_LENGTH}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'profile-name-error' : 'profile-name-hint'}
          {...form.register('name')}
        />
        <p id="profile-name-hint" className="text-sm text-ink-soft">
          Shown in the menu, to your buddies and to the programme team. Leave it empty to show your
          email.
        </p>
        <FieldError id="profile-name-error" message={errors.name?.message} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="profile-bio">What I create</Label>
        <textarea
          id="profile-bio"
          rows={3}
          maxLength={MAX_BIO_LENGTH}
          placeholder="Cooking videos, a podcast about design, short stories…"
          className="w-full rounded-xl border border-line bg-white p-3 text-base text-ink placeholder:text-ink-soft focus-visible:border-ember-500"
          {...form.register('bio')}
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-ink">Links (up to three)</legend>
        {linkSlots.map((index) => {
          const error = errors.links?.[index]?.message;
          const errorId = `profile-link-${index}-error`;
          return (
            <div key={index} className="flex flex-col gap-1.5">
              <Label htmlFor={`profile-link-${index}`} className="sr-only">
                Link {index + 1}
              </Label>
              <Input
                id={`profile-link-${index}`}
                type="url"
                inputMode="url"
                placeholder="https://"
                maxLength={MAX_LINK_LENGTH}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                {...form.register(`links.${index}`, {
                  validate: (value) => !value.trim() || isWebLink(value.trim()) || LINK_MESSAGE,
                })}
              />
              <FieldError id={errorId} message={error} />
            </div>
          );
        })}
      </fieldset>
      <Button type="submit" disabled={update.isPending} className="self-start">
        {update.isPending ? 'Saving...' : 'Save Profile'}
      </Button>
    </form>
  );
}
