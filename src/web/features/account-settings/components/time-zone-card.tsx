import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { timeZoneSettingInputSchema, type TimeZoneSettingInput } from '#shared/schemas/profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { SelectField } from '#web/components/ui/select.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { useSaveTimeZone } from '../api/save-time-zone.ts';

const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Every zone the browser knows, with the recorded one kept even if the browser lacks it. */
function zonesWith(recorded: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(recorded) ? zones : [recorded, ...zones];
}

/** The zone "today" is counted in: the device's (detected), or one chosen by hand. */
export function TimeZoneCard() {
  const { user } = useSignedInUser();
  const save = useSaveTimeZone();
  const zones = useMemo(() => zonesWith(user.timeZone), [user.timeZone]);
  const detected = deviceTimeZone();
  const form = useForm({
    defaultValues: { timeZone: user.timeZone, followsDevice: user.timeZoneFollowsDevice },
    resolver: formResolver(timeZoneSettingInputSchema),
  });
  const followsDevice = useWatch({ control: form.control, name: 'followsDevice' });

  async function submit(values: TimeZoneSettingInput) {
    try {
      const saved = await save.mutateAsync({
        timeZone: values.followsDevice ? detected : values.timeZone,
        followsDevice: values.followsDevice,
      });
      form.reset({ timeZone: saved.timeZone, followsDevice: values.followsDevice });
      notify('success', 'Time Zone Saved', {
        id: 'save-time-zone',
        description: `Your days now follow ${saved.timeZone}.`,
      });
    } catch (error) {
      notifyError(error, 'Time zone not saved', { id: 'save-time-zone' });
    }
  }

  return (
    <SectionCard
      heading="Time zone"
      intro={`Your daily check-in and streak count days in ${user.timeZone}. This device is in ${detected}.`}
    >
      <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-3">
        <CheckboxField
          label={<>Follow this device&rsquo;s time zone</>}
          {...form.register('followsDevice')}
        />
        <Controller
          control={form.control}
          name="timeZone"
          render={({ field, fieldState }) => (
            <SelectField
              label="Time zone"
              // While it follows the device, the list shows the device's zone and waits.
              value={followsDevice ? detected : field.value}
              disabled={followsDevice}
              error={fieldState.error?.message}
              name={field.name}
              ref={field.ref}
              onChange={field.onChange}
              onBlur={field.onBlur}
            >
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </SelectField>
          )}
        />
        <Button type="submit" variant="secondary" className="self-start" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Time Zone'}
        </Button>
      </form>
    </SectionCard>
  );
}
