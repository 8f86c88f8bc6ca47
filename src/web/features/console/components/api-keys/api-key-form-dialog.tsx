import { useForm } from 'react-hook-form';
import { apiKeyInputSchema, type ApiKeyInput } from '#shared/schemas/api-keys.ts';
import {
  Dialog,
  DialogBody,
  FormDialogFooter,
  dialogFormClass,
} from '#web/components/ui/dialog.tsx';
import { SelectField } from '#web/components/ui/select.tsx';
import { isRoleWithin, staffRoleLabels, staffRoles } from '#shared/rules/staff-permissions.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notifyError } from '#web/lib/notify.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';

/** The roles a key may have (decisions 040, 041): those allowing no more than its maker may do. */
function useRoleOptions() {
  const me = useSignedInUser();
  return staffRoles
    .filter((role) => isRoleWithin(role, { staffRoles: me.staffRoles ?? [] }))
    .map((role) => ({
      value: role,
      label: `${staffRoleLabels[role].name}: ${staffRoleLabels[role].description}`,
    }));
}

/** Make a key: what will use it, and its role. */
export function ApiKeyFormDialog(props: {
  onSave: (input: ApiKeyInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const roleOptions = useRoleOptions();
  const form = useForm({
    resolver: formResolver(apiKeyInputSchema, {
      required: { name: 'Please name the key after what will use it.' },
    }),
    defaultValues: { name: '', role: 'admin' } as ApiKeyInput,
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(input: ApiKeyInput) {
    try {
      await props.onSave(input);
    } catch (error) {
      showServerProblems(form, error);
      notifyError(error, 'API key not created');
    }
  }

  return (
    <Dialog
      title="Create API Key"
      description="The key acts as you, on the staff API only, until you revoke it or leave the staff."
      onClose={props.onClose}
      isBusy={isSubmitting}
      keepsOpenOnOutsideClick
    >
      <form noValidate className={dialogFormClass} onSubmit={form.handleSubmit(submit)}>
        <DialogBody>
          <TextField
            label="Name"
            isRequired
            hint="What will use it, e.g. Fulfilment spreadsheet."
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <SelectField
            label="Role"
            hint="What the key may do. Give it the smallest role its work needs."
            options={roleOptions}
            error={errors.role?.message}
            {...form.register('role')}
          />
        </DialogBody>
        <FormDialogFooter submitLabel="Create Key" isBusy={isSubmitting} onCancel={props.onClose} />
      </form>
    </Dialog>
  );
}
