import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { questTypes } from '#shared/content-types.ts';
import {
  curriculumLimits,
  newQuestInputSchema,
  type NewQuestInput,
} from '#shared/schemas/curriculum.ts';
import {
  Dialog,
  DialogBody,
  FormDialogFooter,
  dialogFormClass,
} from '#web/components/ui/dialog.tsx';
import { SelectField } from '#web/components/ui/select.tsx';
import { TextFields, type TextFieldSpec } from '#web/components/ui/text-fields.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { useAddQuest } from '../../api/add-quest.ts';
import { useChangeQuest } from '../../api/change-quest.ts';
import type { ProgrammeQuest } from '../../api/get-programme-realm.ts';
import { useStudioResources } from '../../api/get-studio-resources.ts';
import { feedbackOf, QuestFeedbackFields, questFeedbackSchema } from './quest-feedback-fields.tsx';

/** The quest's words and type, with whether it asks for feedback and on what. */
const questFormSchema = newQuestInputSchema.extend(questFeedbackSchema.shape);
type QuestFormOutput = NewQuestInput & z.output<typeof questFeedbackSchema>;

const questFields: TextFieldSpec<keyof NewQuestInput>[] = [
  { name: 'title', label: 'Title', isRequired: true, maxLength: curriculumLimits.title },
  {
    name: 'description',
    label: 'Description',
    hint: "One line on the quest's card.",
    isRequired: true,
    rows: 2,
    maxLength: curriculumLimits.description,
  },
  {
    name: 'prompt',
    label: 'Prompt',
    hint: 'What the creator answers, shown when they start the quest.',
    isRequired: true,
    rows: 4,
    maxLength: curriculumLimits.prompt,
  },
  {
    name: 'affirmation',
    label: 'Affirmation',
    hint: 'Shown beside the prompt, and again when the quest is completed.',
    isRequired: true,
    rows: 2,
    maxLength: curriculumLimits.affirmation,
  },
];

const typeLabels = {
  journal: 'Journal',
  worksheet: 'Worksheet (a file to upload)',
  brainstorm: 'Brainstorm',
  reflection: 'Reflection',
} as const;

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
  const resources = useStudioResources();
  const realmResources = (resources.data ?? []).filter(
    (resource) => resource.realmId === props.realmId,
  );
  const form = useForm({
    resolver: formResolver(questFormSchema),
    defaultValues: {
      type: quest?.type ?? 'journal',
      title: quest?.title ?? '',
      description: quest?.description ?? '',
      prompt: quest?.prompt ?? '',
      affirmation: quest?.affirmation ?? '',
      isFinal: props.isFinal,
      templateId: quest?.template?.id ?? null,
      ...feedbackOf(quest, props.isFinal),
    },
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const { errors } = form.formState;
  const isBusy = addQuest.isPending || changeQuest.isPending;
  const what = props.isFinal ? 'final task' : 'quest';

  async function submit(values: QuestFormOutput) {
    // One request: the quest and its template are saved together or not at all.
    const { isFinal: _isFinal, ...words } = values;
    const changes = {
      ...words,
      // Only a worksheet keeps a template; a quest that stops being one lets its go.
      templateId:
        words.type === 'worksheet'
          ? (words.templateId ?? null)
          : quest?.template
            ? null
            : undefined,
    };
    try {
      if (quest) await changeQuest.mutateAsync({ questId: quest.id, changes });
      else
        await addQuest.mutateAsync({
          realmId: props.realmId,
          quest: { ...changes, isFinal: props.isFinal },
        });
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
          <SelectField
            label="Type"
            error={errors.type?.message}
            {...form.register('type')}
            options={questTypes.map((questType) => ({
              value: questType,
              label: typeLabels[questType],
            }))}
          />
          <TextFields form={form} fields={questFields} />
          {type === 'worksheet' && (
            <SelectField
              label="Worksheet template"
              hint="A resource of this realm's library section, offered to download beside the quest."
              error={errors.templateId?.message}
              {...form.register('templateId', { setValueAs: (value) => value || null })}
              options={realmResources.map((resource) => ({
                value: resource.id,
                label: resource.title,
              }))}
            >
              <option value="">None</option>
            </SelectField>
          )}
          <QuestFeedbackFields form={form} />
        </DialogBody>
        <FormDialogFooter
          submitLabel={quest ? 'Save' : props.isFinal ? 'Add final task' : 'Add quest'}
          busyLabel="Saving..."
          isBusy={isBusy}
          onCancel={props.onClose}
        />
      </form>
    </Dialog>
  );
}
