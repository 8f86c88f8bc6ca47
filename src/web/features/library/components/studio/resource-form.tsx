import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  resourceTextLimits,
  resourceTypeLabels,
  resourceTypes,
  type ResourceType,
} from '#shared/library-limits.ts';
import { libraryMessages, suggestedResourceType } from '#shared/rules/library.ts';
import { isBlank } from '#shared/rules/required-fields.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError } from '#web/components/ui/field-error.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { ProgressBar } from '#web/components/ui/progress-bar.tsx';
import { notify } from '#web/lib/notify.ts';
import type { StudioResource } from '../../api/get-studio-resources.ts';
import { libraryRealms } from '../../utils/library-realms.ts';
import { FileField } from './file-field.tsx';
import { useSaveResource } from '../../hooks/use-save-resource.ts';

type FormValues = {
  title: string;
  realmId: string;
  description: string;
  type: ResourceType;
  questId: string;
};

const selectClass =
  'min-h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink focus-visible:border-ember-500';

/** Add or edit a resource: its details, its file (with upload progress) and where it unlocks. */
export function ResourceForm(props: {
  resource: StudioResource | undefined;
  defaultRealmId: number;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { resource } = props;
  const ids = { title: useId(), titleError: useId(), note: useId() };
  const { save, saved, progress, isSaving } = useSaveResource(resource);
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<FormValues>({
    defaultValues: {
      title: resource?.title ?? '',
      realmId: String(resource?.realmId ?? props.defaultRealmId),
      description: resource?.description ?? '',
      type: resource?.type ?? 'download',
      questId: resource?.questId ?? '',
    },
  });
  const realmId = Number(useWatch({ control: form.control, name: 'realmId' }));
  const quests = libraryRealms.find((realm) => realm.id === realmId)?.quests ?? [];
  const titleError = form.formState.errors.title?.message;

  function chooseFile(chosen: File) {
    setFile(chosen);
    // A first guess at the type from the file; staff may still change it.
    if (!form.formState.dirtyFields.type) form.setValue('type', suggestedResourceType(chosen.type));
  }

  async function submit(values: FormValues) {
    try {
      await save(
        {
          title: values.title.trim(),
          description: values.description.trim(),
          realmId: Number(values.realmId),
          type: values.type,
          questId: quests.some((quest) => quest.id === values.questId) ? values.questId : null,
        },
        file,
      );
      notify(
        'success',
        resource ? 'Resource updated successfully' : 'Resource created successfully',
      );
      props.onSaved();
    } catch (error) {
      // The form stays open with everything typed and chosen, ready to try again.
      notify('error', 'Error saving resource', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="mt-4 flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={ids.title}>
          Title
          <span aria-hidden className="text-ember-700">
            {' '}
            *
          </span>
        </Label>
        <Input
          id={ids.title}
          aria-required
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? ids.titleError : undefined}
          maxLength={resourceTextLimits.title}
          {...form.register('title', {
            validate: (value) => !isBlank(value) || libraryMessages.titleRequired,
          })}
        />
        <FieldError id={ids.titleError} message={titleError} />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids.title}-realm`}>Realm</Label>
          <select id={`${ids.title}-realm`} className={selectClass} {...form.register('realmId')}>
            {libraryRealms.map((realm) => (
              <option key={realm.id} value={realm.id}>
                Realm {realm.id}: {realm.title}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids.title}-type`}>Type</Label>
          <select id={`${ids.title}-type`} className={selectClass} {...form.register('type')}>
            {resourceTypes.map((type) => (
              <option key={type} value={type}>
                {resourceTypeLabels[type]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids.title}-description`}>Description</Label>
        <textarea
          id={`${ids.title}-description`}
          rows={3}
          maxLength={resourceTextLimits.description}
          className="w-full resize-y rounded-xl border border-line bg-white p-3 text-base text-ink focus-visible:border-ember-500"
          {...form.register('description')}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids.title}-quest`}>Worksheet for quest</Label>
        <select id={`${ids.title}-quest`} className={selectClass} {...form.register('questId')}>
          <option value="">None</option>
          {quests.map((quest) => (
            <option key={quest.id} value={quest.id}>
              {quest.title}
            </option>
          ))}
        </select>
      </div>
      <FileField
        file={file}
        currentFileName={saved?.fileName ?? null}
        isDisabled={isSaving}
        onChange={chooseFile}
      />
      {progress !== null && file && (
        <div className="flex flex-col gap-1.5">
          <ProgressBar value={progress * 100} label={`Uploading ${file.name}`} />
          <p className="text-sm text-ink-soft tabular-nums" aria-hidden>
            Uploading… {Math.round(progress * 100)}%
          </p>
        </div>
      )}
      <p id={ids.note} className="rounded-xl bg-parchment p-3 text-sm text-ink-soft">
        The resource unlocks automatically when its realm is complete: Realm 1’s are open to every
        creator, and each later realm’s open once a creator completes the realm before it.
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={props.onCancel} disabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving...' : resource ? 'Save Changes' : 'Create Resource'}
        </Button>
      </div>
    </form>
  );
}
