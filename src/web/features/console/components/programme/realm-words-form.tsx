import { useForm } from 'react-hook-form';
import {
  curriculumLimits,
  realmWordsInputSchema,
  type RealmWordsInput,
} from '#shared/schemas/curriculum.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { TextareaField } from '#web/components/ui/textarea.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { useChangeRealmWords } from '../../api/change-realm-words.ts';
import type { ProgrammeRealmDetail } from '../../api/get-programme-realm.ts';

/** A realm's title and description, and the Ember Kit creators claim when they finish it. */
export function RealmWordsForm({ realm }: { realm: ProgrammeRealmDetail }) {
  const change = useChangeRealmWords();
  const form = useForm({
    resolver: formResolver(realmWordsInputSchema),
    defaultValues: {
      title: realm.title,
      description: realm.description,
      kitName: realm.kitName,
      kitDescription: realm.kitDescription,
    },
  });
  const { errors } = form.formState;

  async function submit(words: RealmWordsInput) {
    try {
      await change.mutateAsync({ realmId: realm.id, words });
      form.reset(words);
      notify('success', 'Realm saved', { id: 'realm-words' });
    } catch (error) {
      showServerProblems(form, error);
      notifyError(error, 'Realm not saved', { id: 'realm-words' });
    }
  }

  return (
    <SectionCard
      heading="Realm and Ember Kit"
      intro="What creators read about this realm and its kit."
    >
      <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="flex flex-col gap-4">
            <TextField
              label="Title"
              isRequired
              maxLength={curriculumLimits.title}
              error={errors.title?.message}
              {...form.register('title')}
            />
            <TextareaField
              label="Description"
              isRequired
              rows={3}
              maxLength={curriculumLimits.description}
              error={errors.description?.message}
              {...form.register('description')}
            />
          </div>
          <div className="flex flex-col gap-4">
            <TextField
              label="Kit name"
              isRequired
              maxLength={curriculumLimits.kitName}
              error={errors.kitName?.message}
              {...form.register('kitName')}
            />
            <TextareaField
              label="Kit description"
              isRequired
              rows={3}
              maxLength={curriculumLimits.kitDescription}
              error={errors.kitDescription?.message}
              {...form.register('kitDescription')}
            />
          </div>
        </div>
        <Button
          type="submit"
          className="self-end"
          disabled={change.isPending || !form.formState.isDirty}
        >
          {change.isPending ? 'Saving...' : 'Save realm'}
        </Button>
      </form>
    </SectionCard>
  );
}
