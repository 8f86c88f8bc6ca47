import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  NUDGE_INTERVAL_DAYS,
  NUDGE_MAX_LENGTH,
  NUDGE_MAX_RECIPIENTS,
  nudgeInputSchema,
  type NudgeInput,
  type NudgeList,
} from '#shared/schemas/insights.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogFooter,
  FormDialogFooter,
  dialogFormClass,
} from '#web/components/ui/dialog.tsx';
import { SelectField } from '#web/components/ui/select.tsx';
import { TextareaField } from '#web/components/ui/textarea.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { useNudgeTemplates } from '../../api/get-nudge-templates.ts';
import { useNudgePreview } from '../../api/preview-nudges.ts';
import { useSendNudges, type NudgeResult } from '../../api/send-nudges.ts';
import { NudgeOutcome } from './nudge-outcome.tsx';
import { NudgePreview } from './nudge-preview.tsx';

/** Who a nudge goes to: creators picked one by one, or a whole list as it is filtered. */
export type NudgeTarget =
  | { creators: { id: string; name: string }[] }
  | { list: NonNullable<NudgeInput['list']>; description: string };

const whoOf = (target: NudgeTarget) =>
  'list' in target
    ? target.description
    : target.creators.length === 1
      ? target.creators[0]!.name || 'this creator'
      : `${target.creators.length} creators`;

/** The preview asks again once typing pauses this long, not at every key. */
const PREVIEW_PAUSE_MS = 400;

/** `value`, once it has stayed the same for `ms`. */
function useSettledValue<Value>(value: Value, ms: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Staff pick one of their templates, edit its words ({name} and {quest} are filled in per
 * creator), see whom it reaches and how it reads, and send it; afterwards the dialog says who
 * got it and who was skipped, and why.
 */
export function NudgeDialog(props: {
  target: NudgeTarget;
  /** The list the nudge comes from: its template is offered first. */
  suggestedFor?: NudgeList;
  onClose: () => void;
}) {
  const send = useSendNudges();
  const templates = useNudgeTemplates();
  const [result, setResult] = useState<NudgeResult | null>(null);
  const recipients =
    'list' in props.target
      ? { list: props.target.list }
      : { userIds: props.target.creators.map((creator) => creator.id) };
  const form = useForm({
    resolver: formResolver(nudgeInputSchema, {
      required: { message: 'Please write the message.' },
    }),
    defaultValues: { ...recipients, message: '' },
  });
  const items = templates.data ?? [];
  const suggested =
    items.find((template) => template.suggestedFor === props.suggestedFor) ?? items[0];
  // The suggested template's words fill the message once the templates arrive.
  useEffect(() => {
    if (suggested && form.getValues('message') === '') form.setValue('message', suggested.message);
  }, [suggested, form]);
  const message = useSettledValue(
    useWatch({ control: form.control, name: 'message' }),
    PREVIEW_PAUSE_MS,
  );
  const preview = useNudgePreview({ ...recipients, message });
  const reachesNoOne = preview.data?.recipients === 0;

  function submit(input: NudgeInput) {
    send.mutate(input, {
      onSuccess: (answer) => {
        setResult(answer);
        notify(
          'success',
          answer.sent.length === 1 ? 'Nudge Sent' : `${answer.sent.length} Nudges Sent`,
          { id: 'nudge' },
        );
      },
      onError: (error) => {
        showServerProblems(form, error);
        notifyError(error, 'Nudge Not Sent', { id: 'nudge' });
      },
    });
  }

  return (
    <Dialog
      title={`Nudge ${whoOf(props.target)}`}
      description={
        'list' in props.target
          ? `Everyone on the list as it is filtered, up to ${NUDGE_MAX_RECIPIENTS}; anyone nudged in the last ${NUDGE_INTERVAL_DAYS} days is skipped. They see it in their bell, and by email unless they turned these emails off.`
          : 'They see it in their bell, and by email unless they turned these emails off.'
      }
      keepsOpenOnOutsideClick
      isBusy={send.isPending}
      onClose={props.onClose}
    >
      {result ? (
        <div className={dialogFormClass}>
          <DialogBody>
            <NudgeOutcome result={result} />
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
              disabled={items.length === 0}
              defaultValue={suggested ? String(suggested.id) : ''}
              key={suggested?.id ?? 'loading'}
              onChange={(event) => {
                const template = items.find(
                  (candidate) => String(candidate.id) === event.target.value,
                );
                if (template) form.setValue('message', template.message, { shouldDirty: true });
              }}
              options={items.map((template) => ({ value: template.id, label: template.label }))}
            >
              {items.length === 0 && (
                <option value="">
                  {templates.isPending ? 'Loading templates...' : 'No templates yet'}
                </option>
              )}
            </SelectField>
            <TextareaField
              label="Message ({name} and {quest} are filled in for each creator)"
              isRequired
              rows={5}
              maxLength={NUDGE_MAX_LENGTH}
              error={form.formState.errors.message?.message}
              {...form.register('message')}
            />
            <NudgePreview
              query={preview}
              isForSeveral={'list' in props.target || props.target.creators.length > 1}
              hasMessage={message.trim() !== ''}
            />
          </DialogBody>
          <FormDialogFooter
            submitLabel={'Send nudge'}
            isBusy={send.isPending}
            isSubmitDisabled={reachesNoOne}
            onCancel={props.onClose}
          />
        </form>
      )}
    </Dialog>
  );
}
