import { useForm } from 'react-hook-form';
import { checkinPromptsInputSchema, curriculumLimits } from '#shared/schemas/curriculum.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { TextareaField } from '#web/components/ui/textarea.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { useChangeCheckinPrompts } from '../../api/change-checkin-prompts.ts';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The seven daily check-in prompts: each creator sees the one of their own weekday. */
export function CheckinPromptsForm({ prompts }: { prompts: readonly string[] }) {
  const change = useChangeCheckinPrompts();
  const form = useForm({
    resolver: formResolver(checkinPromptsInputSchema),
    defaultValues: { prompts: [...prompts] },
  });
  const errors = form.formState.errors.prompts;

  async function submit(values: { prompts: string[] }) {
    try {
      await change.mutateAsync(values.prompts);
      form.reset(values);
      notify('success', 'Check-in prompts saved', { id: 'checkin-prompts' });
    } catch (error) {
      showServerProblems(form, error);
      notifyError(error, 'Prompts not saved', { id: 'checkin-prompts' });
    }
  }

  return (
    <SectionCard
      heading="Daily check-in prompts"
      intro="One for each weekday. A check-in keeps the prompt it answered."
    >
      <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
        <div className="grid gap-4 lg:grid-cols-2">
          {weekdays.map((weekday, index) => (
            <TextareaField
              key={weekday}
              label={weekday}
              rows={2}
              maxLength={curriculumLimits.checkinPrompt}
              error={errors?.[index]?.message}
              {...form.register(`prompts.${index}`)}
            />
          ))}
        </div>
        <Button
          type="submit"
          className="self-end"
          disabled={change.isPending || !form.formState.isDirty}
        >
          {change.isPending ? 'Saving...' : 'Save prompts'}
        </Button>
      </form>
    </SectionCard>
  );
}
