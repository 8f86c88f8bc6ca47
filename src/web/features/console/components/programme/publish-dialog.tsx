import { useForm, useWatch } from 'react-hook-form';
import { isValidLocalDate, isValidTimeZone } from '#shared/rules/calendar.ts';
import { instantAt } from '#shared/rules/local-time.ts';
import { opensAtOf, publishFormSchema, type PublishForm } from '#shared/schemas/curriculum.ts';
import {
  Dialog,
  DialogBody,
  FormDialogFooter,
  dialogFormClass,
} from '#web/components/ui/dialog.tsx';
import { SelectField } from '#web/components/ui/select.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { usePublishRealm } from '../../api/publish-realm.ts';
import { deviceTimeZone, timeZoneOptions } from '../time-zone-options.ts';
import { scheduledOpeningWords } from './opening-words.ts';

/**
 * Opens a realm to creators: now, or at a day and time in a zone staff pick.
 * Creators who finished the realm before it are told when it opens.
 */
export function PublishDialog(props: { realmId: number; realmTitle: string; onClose: () => void }) {
  const publish = usePublishRealm();
  const form = useForm({
    resolver: formResolver(publishFormSchema),
    defaultValues: {
      when: 'now',
      date: '',
      time: '09:00',
      timeZone: deviceTimeZone(),
    } as PublishForm,
  });
  const [when, date, time, timeZone] = useWatch({
    control: form.control,
    name: ['when', 'date', 'time', 'timeZone'],
  });
  const { errors } = form.formState;

  async function submit(values: PublishForm) {
    try {
      await publish.mutateAsync({ realmId: props.realmId, publish: opensAtOf(values) });
      notify(
        'success',
        values.when === 'now' ? `${props.realmTitle} is open` : `${props.realmTitle} is scheduled`,
        {
          description:
            'Creators who finished the realm before it are told when it opens, in the bell and by email.',
        },
      );
      props.onClose();
    } catch (error) {
      showServerProblems(form, error);
      notifyError(error, 'Not published');
    }
  }

  return (
    <Dialog
      title={`Publish ${props.realmTitle}`}
      description="Creators reach it after the realm before it, whenever it opens."
      isBusy={publish.isPending}
      onClose={props.onClose}
    >
      <form noValidate onSubmit={form.handleSubmit(submit)} className={dialogFormClass}>
        <DialogBody>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-ink">When it opens</legend>
            {(['now', 'later'] as const).map((value) => (
              <label
                key={value}
                className="flex min-h-11 items-center gap-3 rounded-xl border border-line px-3"
              >
                <input type="radio" value={value} {...form.register('when')} className="size-5" />
                {value === 'now' ? 'Now' : 'At a day and time'}
              </label>
            ))}
          </fieldset>
          {when === 'later' && (
            <>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <TextField
                  label="Day"
                  type="date"
                  error={errors.date?.message}
                  {...form.register('date')}
                />
                <TextField
                  label="Time"
                  type="time"
                  error={errors.time?.message}
                  {...form.register('time')}
                />
              </div>
              <SelectField
                label="Time zone"
                hint="The day and time are on this zone's clock."
                error={errors.timeZone?.message}
                {...form.register('timeZone')}
                options={timeZoneOptions()}
              />
              <OpeningInWords date={date} time={time} timeZone={timeZone} />
            </>
          )}
        </DialogBody>
        <FormDialogFooter
          submitLabel={when === 'now' ? 'Open it now' : 'Schedule'}
          isBusy={publish.isPending}
          onCancel={props.onClose}
          busyLabel="Publishing..."
        />
      </form>
    </Dialog>
  );
}

/** The chosen opening read back in words, as soon as the day, time and zone make one. */
function OpeningInWords(props: { date: string; time: string; timeZone: string }) {
  const isComplete =
    isValidLocalDate(props.date) &&
    /^\d{2}:\d{2}$/.test(props.time) &&
    isValidTimeZone(props.timeZone);
  return (
    <p role="status" className="font-semibold text-ink">
      {isComplete &&
        scheduledOpeningWords(instantAt(props.date, props.time, props.timeZone), props.timeZone)}
    </p>
  );
}
