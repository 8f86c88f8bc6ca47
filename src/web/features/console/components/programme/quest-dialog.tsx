import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { questTypes } from '#shared/content-types.ts';
import {
  curriculumLimits,
  newQuestInputSchema,
  type NewQuestInput,
} from '#shared/schemas/curriculum.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogBody, DialogFooter, dialogFormClass } from '#web/components/ui/dialog.tsx';
import { SelectField } from '#web/components/ui/select.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { TextareaField } from '#web/components/ui/textarea.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { useAddQuest } from '../../api/add-quest.ts';
import { useAttachWorksheetTemplate } from '../../api/attach-worksheet-template.ts';
import { useChangeQuest } from '../../api/change-quest.ts';
import type { ProgrammeQuest } from '../../api/get-programme-realm.ts';
import { useStudioResources } from '../../api/get-studio-resources.ts';

const typeLabels = {
  journal: 'Journal',
  worksheet: 'Worksheet (a file to upload)',
  brainstorm: 'Brainstorm',
  reflection: 'Reflection',
} as const;

const NO_TEMPLATE = '';

/**
 * Write a new quest or the final task, or change one: its type and words.
 * A worksheet may take a resource of the realm's library section as its
 * template. On a live realm creators see the new words from their next visit;
 * answers already given keep the prompt they answered.
 */
export function QuestDialog(props: {
  realmId: number;
  isRealmOpen: boolean;
  quest?: ProgrammeQuest;
  isFinal: boolean;
  onClose: () => void;
}) {
  const { quest } = props;
  const addQuest = useAddQuest();
  const changeQuest = useChangeQuest();
  const attachTemplate = useAttachWorksheetTemplate();
  const resources = useStudioResources();
  const realmResources = (resources.data ?? []).filter(
    (resource) => resource.realmId === props.realmId,
  );
  const form = useForm({
    resolver: formResolver(newQuestInputSchema),
    defaultValues: {
      type: quest?.type ?? 'journal',
      title: quest?.title ?? '',
      description: quest?.description ?? '',
      prompt: quest?.prompt ?? '',
      affirmation: quest?.affirmation ?? '',
      isFinal: props.isFinal,
    },
  });
  // Not the quest's words: saved by its own request after them.
  const [templateId, setTemplateId] = useState(quest?.template?.id ?? NO_TEMPLATE);
  const type = useWatch({ control: form.control, name: 'type' });
  const { errors } = form.formState;
  const isBusy = addQuest.isPending || changeQuest.isPending || attachTemplate.isPending;
  const what = props.isFinal ? 'final task' : 'quest';

  async function submit(values: NewQuestInput) {
    try {
      const { type: questType, title, description, prompt, affirmation } = values;
      const words = { type: questType, title, description, prompt, affirmation };
      const questId = quest
        ? (await changeQuest.mutateAsync({ questId: quest.id, changes: words })).id
        : (
            await addQuest.mutateAsync({
              realmId: props.realmId,
              quest: { ...words, isFinal: props.isFinal },
            })
          ).id;
      const chosen = questType === 'worksheet' ? templateId || null : null;
      if (chosen !== (quest?.template?.id ?? null))
        await attachTemplate.mutateAsync({ questId, resourceId: chosen });
      notify('success', quest ? `The ${what} is saved` : `The ${what} is added`, {
        id: 'quest-words',
      });
      props.onClose();
    } catch (error) {
      showServerProblems(form, error);
      notifyError(error, `The ${what} was not saved`, { id: 'quest-words' });
    }
  }

  return (
    <Dialog
      title={quest ? `Edit the ${what}` : props.isFinal ? 'Add the final task' : 'Add a quest'}
      description={
        props.isRealmOpen && quest
          ? 'Creators see the new words on their next visit; answers already given keep the prompt they answered.'
          : 'Every field is needed. Creators see it once the realm is open.'
      }
      keepsOpenOnOutsideClick
      isBusy={isBusy}
      onClose={props.onClose}
    >
      <form noValidate onSubmit={form.handleSubmit(submit)} className={dialogFormClass}>
        <DialogBody>
          <SelectField label="Type" error={errors.type?.message} {...form.register('type')}>
            {questTypes.map((questType) => (
              <option key={questType} value={questType}>
                {typeLabels[questType]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Title"
            isRequired
            maxLength={curriculumLimits.title}
            error={errors.title?.message}
            {...form.register('title')}
          />
          <TextareaField
            label="Description"
            hint="One line on the quest's card."
            isRequired
            rows={2}
            maxLength={curriculumLimits.description}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <TextareaField
            label="Prompt"
            hint="What the creator answers, shown when they start the quest."
            isRequired
            rows={4}
            maxLength={curriculumLimits.prompt}
            error={errors.prompt?.message}
            {...form.register('prompt')}
          />
          <TextareaField
            label="Affirmation"
            hint="Shown beside the prompt, and again when the quest is completed."
            isRequired
            rows={2}
            maxLength={curriculumLimits.affirmation}
            error={errors.affirmation?.message}
            {...form.register('affirmation')}
          />
          {type === 'worksheet' && (
            <SelectField
              label="Worksheet template"
              hint="A resource of this realm's library section, offered to download beside the quest."
              value={templateId}
              onChange={(event) => setTemplateId(event.target.value)}
            >
              <option value={NO_TEMPLATE}>None</option>
              {realmResources.map((resource) => (
                <option key={resource.id} value={resource.id}>
                  {resource.title}
                </option>
              ))}
            </SelectField>
          )}
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={props.onClose} disabled={isBusy}>
            Cancel
          </Button>
          <Button type="submit" disabled={isBusy}>
            {isBusy ? 'Saving...' : quest ? 'Save' : props.isFinal ? 'Add final task' : 'Add quest'}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
