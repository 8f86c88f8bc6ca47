import { useForm } from 'react-hook-form';
import {
  NUDGE_MAX_LENGTH,
  NUDGE_TEMPLATE_LABEL_MAX_LENGTH,
  nudgeTemplateInputSchema,
  nudgeTemplateUses,
  type NudgeTemplateInput,
} from '#shared/schemas/insights.ts';
import {
  Dialog,
  DialogBody,
  FormDialogFooter,
  dialogFormClass,
} from '#web/components/ui/dialog.tsx';
import { SelectField } from '#web/components/ui/select.tsx';
import { TextFields, type TextFieldSpec } from '#web/components/ui/text-fields.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import type { NudgeTemplate } from '../../api/get-nudge-templates.ts';

export const templateUseLabels: Record<(typeof nudgeTemplateUses)[number], string> = {
  any: 'Any list',
  'new-and-quiet': 'New and quiet',
  'streak-broken': 'Streak just broke',
  'stuck-on-quest': 'Stuck on a quest',
};

const templateFields: TextFieldSpec<keyof NudgeTemplateInput>[] = [
  { name: 'label', label: 'Name', isRequired: true, maxLength: NUDGE_TEMPLATE_LABEL_MAX_LENGTH },
  { name: 'message', label: 'Message', isRequired: true, rows: 5, maxLength: NUDGE_MAX_LENGTH },
];

/** Write a nudge template, or change one: its name, its words, the list it is offered first for. */
export function NudgeTemplateDialog(props: {
  template?: NudgeTemplate;
  onSave: (input: NudgeTemplateInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const { template } = props;
  const form = useForm({
    resolver: formResolver(nudgeTemplateInputSchema, {
      required: { label: 'Please name the template.', message: 'Please write the message.' },
    }),
    defaultValues: {
      label: template?.label ?? '',
      message: template?.message ?? '',
      suggestedFor: template?.suggestedFor ?? 'any',
    },
  });
  const { isSubmitting } = form.formState;

  async function submit(input: NudgeTemplateInput) {
    try {
      await props.onSave(input);
      notify('success', template ? 'Template Saved' : 'Template Added', { id: 'nudge-template' });
      props.onClose();
    } catch (error) {
      showServerProblems(form, error);
      notifyError(error, 'Template Not Saved', { id: 'nudge-template' });
    }
  }

  return (
    <Dialog
      title={template ? 'Edit Template' : 'Add Template'}
      description="{name} and {quest} are filled in for each creator when a nudge is sent."
      onClose={props.onClose}
      isBusy={isSubmitting}
      keepsOpenOnOutsideClick
    >
      <form noValidate className={dialogFormClass} onSubmit={form.handleSubmit(submit)}>
        <DialogBody>
          <TextFields form={form} fields={templateFields} />
          <SelectField
            label="Offered first for"
            {...form.register('suggestedFor')}
            options={nudgeTemplateUses.map((use) => ({
              value: use,
              label: templateUseLabels[use],
            }))}
          />
        </DialogBody>
        <FormDialogFooter
          submitLabel={template ? 'Save Template' : 'Add Template'}
          isBusy={isSubmitting}
          onCancel={props.onClose}
        />
      </form>
    </Dialog>
  );
}
