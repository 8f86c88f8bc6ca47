import { useForm } from 'react-hook-form';
import { curriculumLimits, insightsInputSchema } from '#shared/schemas/curriculum.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { TextareaField } from '#web/components/ui/textarea.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { useChangeInsights } from '../../api/change-insights.ts';

type Insight = { text: string; author: string };

/** The four 'Today's Creative Insight' quotes, one shown at random on the dashboard. */
export function InsightsForm({ insights }: { insights: readonly Insight[] }) {
  const change = useChangeInsights();
  const form = useForm({
    resolver: formResolver(insightsInputSchema),
    defaultValues: { insights: insights.map((insight) => ({ ...insight })) },
  });
  const errors = form.formState.errors.insights;

  async function submit(values: { insights: Insight[] }) {
    try {
      await change.mutateAsync(values.insights);
      form.reset(values);
      notify('success', 'Quotes saved', { id: 'insight-quotes' });
    } catch (error) {
      showServerProblems(form, error);
      notifyError(error, 'Quotes not saved', { id: 'insight-quotes' });
    }
  }

  return (
    <SectionCard heading="Insight quotes" intro="Four quotes; the dashboard shows one at random.">
      <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
        <div className="grid gap-4 lg:grid-cols-2">
          {insights.map((_, index) => (
            <fieldset key={index} className="flex flex-col gap-3 rounded-xl border border-line p-3">
              <legend className="px-1 text-sm font-semibold text-ink">Quote {index + 1}</legend>
              <TextareaField
                label="Quote"
                rows={2}
                maxLength={curriculumLimits.insightText}
                error={errors?.[index]?.text?.message}
                {...form.register(`insights.${index}.text`)}
              />
              <TextField
                label="Author"
                maxLength={curriculumLimits.insightAuthor}
                error={errors?.[index]?.author?.message}
                {...form.register(`insights.${index}.author`)}
              />
            </fieldset>
          ))}
        </div>
        <Button
          type="submit"
          className="self-end"
          disabled={change.isPending || !form.formState.isDirty}
        >
          {change.isPending ? 'Saving...' : 'Save quotes'}
        </Button>
      </form>
    </SectionCard>
  );
}
