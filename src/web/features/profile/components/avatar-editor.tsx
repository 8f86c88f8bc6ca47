import { ImageUp } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import {
  AVATAR_ACCEPT,
  AVATAR_TOO_LARGE_MESSAGE,
  MAX_AVATAR_BYTES,
} from '#shared/rules/profile.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { FieldError } from '#web/components/ui/field-error.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useRemoveAvatar, useUploadAvatar } from '../api/profile-mutations.ts';

/** The picture: upload one (re-encoded on the server) or go back to initials. */
export function AvatarEditor({
  profile,
}: {
  profile: { name: string; email: string; image: string | null; hasAvatar: boolean };
}) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [error, setError] = useState<string>();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const isBusy = upload.isPending || remove.isPending;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_AVATAR_BYTES) {
      setError(AVATAR_TOO_LARGE_MESSAGE);
      return;
    }
    setError(undefined);
    try {
      await upload.mutateAsync(file);
      notify('success', 'Picture Updated', { id: 'avatar' });
    } catch (uploadError) {
      notifyError(uploadError, 'Picture not saved', { id: 'avatar' });
    }
  }

  async function switchToInitials() {
    try {
      await remove.mutateAsync();
      notify('success', 'Picture Removed', {
        id: 'avatar',
        description: 'Your initials show instead.',
      });
    } catch (removeError) {
      notifyError(removeError, 'Picture not removed', { id: 'avatar' });
    }
  }

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
      <Avatar
        name={profile.name}
        email={profile.email}
        image={profile.image}
        className="size-24 text-3xl"
      />
      <div className="flex flex-col items-center gap-2 sm:items-start">
        {/* The label is the button: a real file input, reachable by keyboard, named by its text. */}
        <label
          htmlFor={inputId}
          className={buttonVariants({
            variant: 'secondary',
            className:
              'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ember-600',
          })}
        >
          <ImageUp aria-hidden />
          {upload.isPending ? 'Uploading...' : 'Upload a picture'}
          <input
            id={inputId}
            type="file"
            accept={AVATAR_ACCEPT}
            className="sr-only"
            disabled={isBusy}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            onChange={(event) => void choose(event)}
          />
        </label>
        <p id={hintId} className="text-sm text-ink-soft">
          JPG, PNG or WebP, up to 5 MB. We crop it square and remove its hidden details (such as
          where it was taken).
        </p>
        <FieldError id={errorId} message={error} />
        {profile.hasAvatar && (
          <Button variant="ghost" disabled={isBusy} onClick={() => void switchToInitials()}>
            {remove.isPending ? 'Removing...' : 'Use my initials instead'}
          </Button>
        )}
      </div>
    </div>
  );
}
