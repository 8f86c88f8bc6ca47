import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  NUDGE_HOLDOUT_DEFAULT_PERCENT,
  NUDGE_HOLDOUT_MAX_PERCENT,
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
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { SelectField } from '#web/components/ui/select.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { TextareaField } from '#web/components/ui/textarea.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { useAddStandingNudge } from '../../api/add-standing-nudge.ts';
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

export const HOLDOUT_HINT =
  'Held back creators get nothing; comparing them with the nudged shows whether the nudge works.';

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
 * got it and who was skipped, and why. A whole list holds back a share (decision 044), and
 * can be made a standing nudge for those who come onto the list later.
 */
export function NudgeDialog(props: {
  target: NudgeTarget;
  /** The list the nudge comes from: its template is offered first. */
  suggestedFor?: NudgeList;
  onClose: () => void;
}) {
  const send = useSendNudges();
  const addStanding = useAddStandingNudge();
  const templates = useNudgeTemplates();
  const [result, setResult] = useState<NudgeResult | null>(null);
  const [isStanding, setIsStanding] = useState(false);
  const isList = 'list' in props.target;
  const recipients =
    'list' in props.target
      ? { list: props.target.list, holdoutPercent: NUDGE_HOLDOUT_DEFAULT_PERCENT }
      : { userIds: props.target.creators.map((creator) => creator.id) };
  const form = useForm({
    resolver: formResolver(nudgeInputSchema, {
      required: { message: 'Please write the message.' },
    }),
    defaultValues: { ...recipients, message: '', templateId: undefined as number | undefined },
  });
  const items = templates.data ?? [];
  const suggested =
    items.find((template) => template.suggestedFor === props.suggestedFor) ?? items[0];
  // The suggested template's words fill the message once the templates arrive.
  useEffect(() => {
    if (suggested && form.getValues('message') === '') {
      form.setValue('message', suggested.message);
      form.setValue('templateId', suggested.id);
    }
  }, [suggested, form]);
  const message = useSettledValue(
    useWatch({ control: form.control, name: 'message' }),
    PREVIEW_PAUSE_MS,
  );
  const holdoutPercent = useSettledValue(
    useWatch({ control: form.control, name: 'holdoutPercent' }),
    PREVIEW_PAUSE_MS,
  );
  const isHoldoutValid =
    Number.isInteger(holdoutPercent) &&
    holdoutPercent! >= 0 &&
    holdoutPercent! <= NUDGE_HOLDOUT_MAX_PERCENT;
  const preview = useNudgePreview({
    ...recipients,
    message,
    ...(isList && isHoldoutValid && { holdoutPercent }),
  });
  const reachesNoOne = preview.data?.recipients === 0;

  /** After a list's nudge, the same nudge kept for those who come onto the list later. */
  function keepStanding(input: NudgeInput) {
    if (!input.list) return;
    addStanding.mutate(
      {
        list: input.list,
        message: input.message,
        templateId: input.templateId,
        holdoutPercent: input.holdoutPercent ?? NUDGE_HOLDOUT_DEFAULT_PERCENT,
      },
      {
        onSuccess: () => notify('success', 'Standing Nudge Set', { id: 'standing-nudge' }),
        onError: (error) => notifyError(error, 'Standing Nudge Not Set', { id: 'standing-nudge' }),
      },
    );
  }

  function submit(input: NudgeInput) {
    send.mutate(input, {
      onSuccess: (answer) => {
        setResult(answer);
        if (isStanding) keepStanding(input);
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
          ? `Everyone on the list as it is filtered, up to ${NUDGE_MAX_RECIPIENTS}; anyone nudged or held back in the last ${NUDGE_INTERVAL_DAYS} days is skipped. They see it in their bell, and by email unless they turned these emails off.`
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
                // The results are counted per template: "by hand" keeps the words typed.
                form.setValue('templateId', template?.id);
                if (template) form.setValue('message', template.message, { shouldDirty: true });
              }}
              options={[
                ...items.map((template) => ({ value: template.id, label: template.label })),
                ...(items.length > 0 ? [{ value: '', label: 'Written by hand' }] : []),
              ]}
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
            {isList && (
              <>
                <TextField
                  label="Hold back (%)"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={NUDGE_HOLDOUT_MAX_PERCENT}
                  step={1}
                  hint={HOLDOUT_HINT}
                  error={form.formState.errors.holdoutPercent?.message}
                  {...form.register('holdoutPercent', { valueAsNumber: true })}
                />
                <CheckboxField
                  label="Keep nudging newcomers"
                  hint="Once a day, nudge creators who come onto this list later, holding back the same share."
                  checked={isStanding}
                  onChange={(event) => setIsStanding(event.target.checked)}
                />
              </>
            )}
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
