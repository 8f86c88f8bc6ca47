import { useForm, useWatch } from 'react-hook-form';
import { REALM_COUNT } from '#shared/rules/curriculum.ts';
import { cohortPaces } from '#shared/rules/cohorts.ts';
import { cohortFormSchema, cohortInputOf } from '#shared/schemas/cohort-form.ts';
import type { CohortInput } from '#shared/schemas/cohorts.ts';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import {
  Dialog,
  DialogBody,
  FormDialogFooter,
  dialogFormClass,
} from '#web/components/ui/dialog.tsx';
import { SelectField } from '#web/components/ui/select.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notifyError } from '#web/lib/notify.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import type { ConsoleCohort } from '../../api/get-cohorts.ts';
import { deviceTimeZone, timeZoneOptions } from '../time-zone-options.ts';
import { cohortFormValues } from './cohort-form-values.ts';
import { RealmWeeksField } from './realm-weeks-field.tsx';

const paceLabels = { self: 'Self-paced', paced: 'Paced: realms open week by week' } as const;

/**
 * A new cohort, or a change to one. A refused save keeps everything typed and puts the
 * server's words beside the fields they are about.
 */
export function CohortFormDialog(props: {
  cohort?: ConsoleCohort;
  onSave: (input: CohortInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const { cohort } = props;
  const form = useForm({
    resolver: formResolver(cohortFormSchema),
    defaultValues: cohortFormValues(cohort, deviceTimeZone(), new Date()),
  });
  const pace = useWatch({ control: form.control, name: 'pace' });
  const { errors, isSubmitting } = form.formState;
  const title = cohort ? 'Edit Cohort' : 'New Cohort';

  return (
    <Dialog title={title} onClose={props.onClose} isBusy={isSubmitting} keepsOpenOnOutsideClick>
      <form
        noValidate
        className={dialogFormClass}
        onSubmit={form.handleSubmit(async (values) => {
          try {
            await props.onSave(cohortInputOf(values));
          } catch (error) {
            showServerProblems(form, error);
            notifyError(error, 'Cohort not saved');
          }
        })}
      >
        <DialogBody>
          <TextField
            label="Name"
            isRequired
            error={errors.name?.message}
            {...form.register('name')}
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label="Start day"
              type="date"
              error={errors.date?.message}
              {...form.register('date')}
            />
            <TextField
              label="Start time"
              type="time"
              error={errors.time?.message}
              {...form.register('time')}
            />
          </div>
          <SelectField
            label="Time zone"
            hint="The day and time are on this zone's clock, and so are the weeks."
            error={errors.startsTimeZone?.message}
            options={timeZoneOptions()}
            {...form.register('startsTimeZone')}
          />
          <TextField
            label="Capacity"
            hint="How many creators may join. Leave empty for no limit."
            inputMode="numeric"
            error={errors.capacity?.message}
            {...form.register('capacity')}
          />
          <CheckboxField
            label="Joining closes when the cohort starts"
            {...form.register('closesAtStart')}
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-ink">Pace</legend>
            {cohortPaces.map((value) => (
              <label
                key={value}
                className="flex min-h-11 items-center gap-3 rounded-xl border border-line px-3"
              >
                <input type="radio" value={value} {...form.register('pace')} className="size-5" />
                {paceLabels[value]}
              </label>
            ))}
          </fieldset>
          {pace === 'paced' && (
            <RealmWeeksField
              register={form.register}
              realmCount={REALM_COUNT}
              error={errors.realmWeeks?.message ?? errors.realmWeeks?.root?.message}
            />
          )}
        </DialogBody>
        <FormDialogFooter
          submitLabel={cohort ? 'Save Cohort' : 'Create Cohort'}
          isBusy={isSubmitting}
          onCancel={props.onClose}
        />
      </form>
    </Dialog>
  );
}
