import { useForm } from 'react-hook-form';
import { kitShippingLimits } from '#shared/rules/kit-claims.ts';
import { claimStatusInputSchema, type ClaimStatusInput } from '#shared/schemas/admin.ts';
import {
  Dialog,
  DialogBody,
  FormDialogFooter,
  dialogFormClass,
} from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { TextareaField } from '#web/components/ui/textarea.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { useChangeClaimStatus } from '../api/change-claim-status.ts';
import type { ConsoleClaim } from '../api/get-claims.ts';

type Step = 'shipped' | 'cancelled';

/** 'Mark shipped' asks for the carrier and tracking number; 'Cancel kit' for the reason the creator will read. */
export function ClaimStepDialog(props: { claim: ConsoleClaim; step: Step; onClose: () => void }) {
  const change = useChangeClaimStatus();
  const isShipping = props.step === 'shipped';
  const form = useForm({
    resolver: formResolver(claimStatusInputSchema),
    defaultValues: isShipping
      ? { status: 'shipped', carrier: '', trackingNumber: '' }
      : { status: 'cancelled', cancelReason: '' },
  });
  // The schema is every step's; this form is one step's, whose fields' errors these are.
  const errors = form.formState.errors as Partial<
    Record<'carrier' | 'trackingNumber' | 'cancelReason', { message?: string }>
  >;

  function submit(update: ClaimStatusInput) {
    change.mutate(
      { claimId: props.claim.id, change: update },
      {
        onSuccess: () => {
          notify('success', isShipping ? 'Kit Marked Shipped' : 'Kit Cancelled', {
            id: 'claim-step',
            description: `${props.claim.name} has been told.`,
          });
          props.onClose();
        },
        onError: (error) => {
          showServerProblems(form, error);
          notifyError(error, 'Status Not Changed', { id: 'claim-step' });
        },
      },
    );
  }

  return (
    <Dialog
      title={isShipping ? 'Mark Kit Shipped' : 'Cancel Kit'}
      description={`Realm ${props.claim.realmId} kit for ${props.claim.name}. They are told by notification and email.`}
      keepsOpenOnOutsideClick
      onClose={props.onClose}
    >
      <form noValidate onSubmit={form.handleSubmit(submit)} className={dialogFormClass}>
        <DialogBody>
          {isShipping ? (
            <>
              <TextField
                label="Carrier"
                isRequired
                maxLength={kitShippingLimits.carrier}
                error={errors.carrier?.message}
                {...form.register('carrier')}
              />
              <TextField
                label="Tracking number"
                isRequired
                maxLength={kitShippingLimits.trackingNumber}
                error={errors.trackingNumber?.message}
                {...form.register('trackingNumber')}
              />
            </>
          ) : (
            <TextareaField
              label="Reason (the creator reads it)"
              isRequired
              rows={3}
              maxLength={kitShippingLimits.cancelReason}
              error={errors.cancelReason?.message}
              {...form.register('cancelReason')}
            />
          )}
        </DialogBody>
        <FormDialogFooter
          submitLabel={isShipping ? 'Mark shipped' : 'Cancel kit'}
          isBusy={change.isPending}
          onCancel={props.onClose}
          cancelLabel="Back"
        />
      </form>
    </Dialog>
  );
}
