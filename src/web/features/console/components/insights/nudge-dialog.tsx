import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  NUDGE_INTERVAL_DAYS,
  NUDGE_MAX_LENGTH,
  nudgeInputSchema,
  nudgeTemplates,
  type NudgeInput,
} from '#shared/schemas/insights.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogBody, DialogFooter, dialogFormClass } from '#web/components/ui/dialog.tsx';
import { SelectField } from '#web/components/ui/select.tsx';
import { TextareaField } from '#web/components/ui/textarea.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { useSendNudges, type NudgeResult } from '../../api/get-insights.ts';

const skipWords = (entry: NudgeResult['skipped'][number]) =>
  entry.reason === 'nudged-recently'
    ? `nudged ${entry.lastNudgedAt ? `on ${formatDate(new Date(entry.lastNudgedAt))}` : 'recently'} (one nudge per ${NUDGE_INTERVAL_DAYS} days)`
    : 'not a creator';

/**
 * Staff pick a template, edit its words ({name} and {quest} are filled in per creator) and send
 * it to the creators chosen; afterwards the dialog says who got it and who was skipped, and why.
 */
export function NudgeDialog(props: {
  recipients: { id: string; name: string }[];
  defaultTemplate?: (typeof nudgeTemplates)[number]['id'];
  onClose: () => void;
}) {
  const send = useSendNudges();
  const [result, setResult] = useState<NudgeResult | null>(null);
  const startFrom =
    nudgeTemplates.find((template) => template.id === props.defaultTemplate) ?? nudgeTemplates[0];
  const form = useForm({
    resolver: formResolver(nudgeInputSchema, {
      required: { message: 'Please write the message.' },
    }),
    defaultValues: {
      userIds: props.recipients.map((recipient) => recipient.id),
      message: startFrom.message,
    },
  });
  const who =
    props.recipients.length === 1
      ? props.recipients[0]!.name || 'this creator'
      : `${props.recipients.length} creators`;

  function submit(input: NudgeInput) {
    send.mutate(input, {
      onSuccess: (answer) => {
        setResult(answer);
        notify(
          'success',
          answer.sent.length === 1 ? 'Nudge Sent' : `${answer.sent.length} Nudges Sent`,
        );
      },
      onError: (error) => {
        showServerProblems(form, error);
        notifyError(error, 'Nudge Not Sent');
      },
    });
  }

  return (
    <Dialog
      title={`Nudge ${who}`}
      description="They see it in their bell, and by email unless they turned these emails off."
      keepsOpenOnOutsideClick
      isBusy={send.isPending}
      onClose={props.onClose}
    >
      {result ? (
        <div className={dialogFormClass}>
          <DialogBody>
            <p role="status">
              Sent to {result.sent.length} {result.sent.length === 1 ? 'creator' : 'creators'}.
            </p>
            {result.skipped.length > 0 && (
              <div>
                <h3 className="font-semibold">Skipped</h3>
                <ul aria-label="Skipped" className="list-disc pl-5 text-sm">
                  {result.skipped.map((entry) => (
                    <li key={entry.id}>
                      {entry.name ?? entry.id}: {skipWords(entry)}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </DialogBody>
          <DialogFooter>
            <Button onClick={props.onClose}>Done</Button>
          </DialogFooter>
        </div>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(submit)} className={dialogFormClass}>
          <DialogBody>
            <SelectField
              label="Start from"
              defaultValue={startFrom.id}
              onChange={(event) => {
                const template = nudgeTemplates.find(
                  (candidate) => candidate.id === event.target.value,
                );
                if (template) form.setValue('message', template.message);
              }}
            >
              {nudgeTemplates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.label}
                </option>
              ))}
            </SelectField>
            <TextareaField
              label="Message ({name} and {quest} are filled in for each creator)"
              isRequired
              rows={5}
              maxLength={NUDGE_MAX_LENGTH}
              error={form.formState.errors.message?.message}
              {...form.register('message')}
            />
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Please wait...' : 'Send nudge'}
            </Button>
          </DialogFooter>
        </form>
      )}
    </Dialog>
  );
}
