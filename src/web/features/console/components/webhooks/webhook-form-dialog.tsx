import { useForm } from 'react-hook-form';
import {
  webhookEndpointInputSchema,
  webhookEventTypes,
  type WebhookEndpointInput,
} from '#shared/schemas/webhooks.ts';
import { CheckboxField, CheckboxGroupField } from '#web/components/ui/checkbox-field.tsx';
import {
  Dialog,
  DialogBody,
  FormDialogFooter,
  dialogFormClass,
} from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import type { ConsoleWebhook } from '../../api/get-webhooks.ts';
import { webhookEventLabels } from './webhook-events.ts';

/** Add an endpoint, or change one: its address, what it is for, its events, whether answers go. */
export function WebhookFormDialog(props: {
  endpoint?: ConsoleWebhook;
  onSave: (input: WebhookEndpointInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const { endpoint } = props;
  const form = useForm({
    resolver: formResolver(webhookEndpointInputSchema, {
      required: { url: 'Please enter the address to send events to.' },
    }),
    defaultValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      eventTypes: (endpoint?.eventTypes ?? []) as WebhookEndpointInput['eventTypes'],
      includesAnswers: endpoint?.includesAnswers ?? false,
    },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(input: WebhookEndpointInput) {
    try {
      await props.onSave(input);
      if (endpoint) notify('success', 'Webhook saved');
    } catch (error) {
      showServerProblems(form, error);
      notifyError(error, 'Webhook not saved');
    }
  }

  return (
    <Dialog
      title={endpoint ? 'Edit Webhook' : 'Add Webhook'}
      onClose={props.onClose}
      isBusy={isSubmitting}
      keepsOpenOnOutsideClick
    >
      <form noValidate className={dialogFormClass} onSubmit={form.handleSubmit(submit)}>
        <DialogBody>
          <TextField
            label="Endpoint URL"
            type="url"
            inputMode="url"
            isRequired
            hint="An https:// address on the public internet."
            placeholder="https://hooks.example.com/emberpath"
            error={errors.url?.message}
            {...form.register('url')}
          />
          <TextField
            label="Description"
            hint="What receives these events (optional)."
            error={errors.description?.message}
            {...form.register('description')}
          />
          <CheckboxGroupField legend="Events" error={errors.eventTypes?.message}>
            {webhookEventTypes.map((type) => (
              <CheckboxField
                key={type}
                value={type}
                label={<span className="font-mono text-sm">{type}</span>}
                hint={webhookEventLabels[type]}
                {...form.register('eventTypes')}
              />
            ))}
          </CheckboxGroupField>
          <CheckboxField
            label="Include what creators wrote (quest answers and check-ins)"
            {...form.register('includesAnswers')}
          />
        </DialogBody>
        <FormDialogFooter
          submitLabel={endpoint ? 'Save Webhook' : 'Add Webhook'}
          isBusy={isSubmitting}
          onCancel={props.onClose}
        />
      </form>
    </Dialog>
  );
}
