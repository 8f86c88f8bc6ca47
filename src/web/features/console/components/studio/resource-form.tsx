import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { resourceTextLimits, resourceTypeLabels, resourceTypes } from '#shared/library-limits.ts';
import { suggestedResourceType } from '#shared/rules/library.ts';
import { resourceInputSchema, type ResourceInput } from '#shared/schemas/library.ts';
import { DialogBody, FormDialogFooter, dialogFormClass } from '#web/components/ui/dialog.tsx';
import { ProgressBar } from '#web/components/ui/progress-bar.tsx';
import { SelectField } from '#web/components/ui/select.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { TextareaField } from '#web/components/ui/textarea.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import type { StudioResource } from '../../api/get-studio-resources.ts';
import { useSaveResource } from '../../hooks/use-save-resource.ts';
import { useProgrammeRealms } from '../../hooks/use-programme-realms.ts';
import { FileField } from './file-field.tsx';

/** Add or edit a resource: its details, its file (with upload progress) and where it unlocks. */
export function ResourceForm(props: {
  resource: StudioResource | undefined;
  defaultRealmId: number;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { resource } = props;
  const { save, saved, progress, isSaving } = useSaveResource(resource);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const fileInputId = useId();
  const form = useForm({
    resolver: formResolver(resourceInputSchema),
    defaultValues: {
      title: resource?.title ?? '',
      realmId: resource?.realmId ?? props.defaultRealmId,
      description: resource?.description ?? '',
      type: resource?.type ?? 'download',
      questId: resource?.questId ?? null,
    },
  });
  const { errors } = form.formState;
  const realmId = useWatch({ control: form.control, name: 'realmId' });
  const { realms } = useProgrammeRealms();
  const quests = realms.find((realm) => realm.id === realmId)?.tasks ?? [];

  function chooseFile(chosen: File) {
    setFile(chosen);
    setFileError(undefined);
    // A first guess at the type from the file; staff may still change it.
    if (!form.formState.dirtyFields.type) form.setValue('type', suggestedResourceType(chosen.type));
  }

  async function submit(details: ResourceInput) {
    // A refused file is not silently dropped: the resource would go live with nothing to open.
    if (fileError) {
      document.getElementById(fileInputId)?.focus();
      notify('error', 'Choose a file that can be accepted, or close without saving');
      return;
    }
    // A quest chosen before the realm changed is not this realm's.
    const questId = quests.some((quest) => quest.id === details.questId) ? details.questId : null;
    try {
      await save({ ...details, questId }, file);
      notify(
        'success',
        resource ? 'Resource updated successfully' : 'Resource created successfully',
      );
      props.onSaved();
    } catch (error) {
      // The form stays open with everything typed and chosen, ready to try again.
      showServerProblems(form, error);
      notifyError(error, 'Error saving resource');
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className={dialogFormClass}>
      <DialogBody>
        <TextField
          label="Title"
          isRequired
          maxLength={resourceTextLimits.title}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            label="Realm"
            error={errors.realmId?.message}
            {...form.register('realmId', { valueAsNumber: true })}
            options={realms.map((realm) => ({
              value: realm.id,
              label: `Realm ${realm.id}: ${realm.title}`,
            }))}
          />
          <SelectField
            label="Type"
            error={errors.type?.message}
            {...form.register('type')}
            options={resourceTypes.map((type) => ({
              value: type,
              label: resourceTypeLabels[type],
            }))}
          />
        </div>
        <TextareaField
          label="Description"
          rows={3}
          maxLength={resourceTextLimits.description}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <SelectField
          label="Worksheet for quest"
          error={errors.questId?.message}
          {...form.register('questId', { setValueAs: (value: string | null) => value || null })}
          options={quests.map((quest) => ({ value: quest.id, label: quest.title }))}
        >
          <option value="">None</option>
        </SelectField>
        <FileField
          file={file}
          currentFileName={saved?.fileName ?? null}
          isDisabled={isSaving}
          error={fileError}
          inputId={fileInputId}
          onChange={chooseFile}
          onRefuse={setFileError}
        />
        {progress !== null && file && (
          <div className="flex flex-col gap-1.5">
            <ProgressBar value={progress * 100} label={`Uploading ${file.name}`} />
            <p className="text-sm text-ink-soft tabular-nums" aria-hidden>
              Uploading… {Math.round(progress * 100)}%
            </p>
          </div>
        )}
        <p className="rounded-xl bg-parchment p-3 text-sm text-ink-soft">
          The resource unlocks automatically when its realm is complete: Realm 1’s are open to every
          creator, and each later realm’s open once a creator completes the realm before it.
        </p>
      </DialogBody>
      <FormDialogFooter
        submitLabel={resource ? 'Save Changes' : 'Create Resource'}
        isBusy={isSaving}
        onCancel={props.onCancel}
        busyLabel="Saving..."
      />
    </form>
  );
}
