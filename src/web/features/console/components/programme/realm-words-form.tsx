import { useForm } from 'react-hook-form';
import {
  curriculumLimits,
  realmWordsInputSchema,
  type RealmWordsInput,
} from '#shared/schemas/curriculum.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { TextFields, type TextFieldSpec } from '#web/components/ui/text-fields.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { useChangeRealmWords } from '../../api/change-realm-words.ts';
import type { ProgrammeRealmDetail } from '../../api/get-programme-realm.ts';

/** The realm's words in the first column, its kit's in the second. */
const wordsFields: TextFieldSpec<keyof RealmWordsInput>[] = [
  { name: 'title', label: 'Title', isRequired: true, maxLength: curriculumLimits.title },
  {
    name: 'description',
    label: 'Description',
    isRequired: true,
    rows: 3,
    maxLength: curriculumLimits.description,
  },
  { name: 'kitName', label: 'Kit name', isRequired: true, maxLength: curriculumLimits.kitName },
  {
    name: 'kitDescription',
    label: 'Kit description',
    isRequired: true,
    rows: 3,
    maxLength: curriculumLimits.kitDescription,
  },
];

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
            <TextFields form={form} fields={wordsFields.slice(0, 2)} />
          </div>
          <div className="flex flex-col gap-4">
            <TextFields form={form} fields={wordsFields.slice(2)} />
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
