import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { kitShippingLimits } from '#shared/rules/kit-claims.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError } from '#web/components/ui/field-error.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useChangeClaimStatus } from '../api/console-mutations.ts';
import type { ConsoleClaim } from '../api/console-queries.ts';

type Step = 'shipped' | 'cancelled';

function TextField(props: {
  label: string;
  value: string;
  maxLength: number;
  error?: string;
  onChange: (value: string) => void;
  isMultiline?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    value: props.value,
    maxLength: props.maxLength,
    required: true,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': props.error ? errorId : undefined,
  };
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{props.label} *</Label>
      {props.isMultiline ? (
        <textarea
          {...shared}
          rows={3}
          onChange={(event) => props.onChange(event.target.value)}
          className="w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink aria-invalid:border-red-500"
        />
      ) : (
        <Input {...shared} onChange={(event) => props.onChange(event.target.value)} />
      )}
      <FieldError id={errorId} message={props.error} />
    </div>
  );
}

/** 'Mark shipped' asks for the carrier and tracking number; 'Cancel kit' for the reason the creator will read. */
export function ClaimStepDialog(props: { claim: ConsoleClaim; step: Step; onClose: () => void }) {
  const change = useChangeClaimStatus();
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [cancelReason, setCancelReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isShipping = props.step === 'shipped';
  // A field's error goes as soon as it is edited: it described what was there before.
  const editing = (field: string, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors(({ [field]: _fixed, ...others }) => others);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (isShipping && !carrier.trim()) found.carrier = 'Please enter the carrier.';
    if (isShipping && !trackingNumber.trim())
      found.trackingNumber = 'Please enter the tracking number.';
    if (!isShipping && !cancelReason.trim())
      found.cancelReason = 'Please say why the kit is cancelled.';
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const form = event.currentTarget as HTMLFormElement;
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    change.mutate(
      {
        claimId: props.claim.id,
        change: isShipping
          ? { status: 'shipped', carrier: carrier.trim(), trackingNumber: trackingNumber.trim() }
          : { status: 'cancelled', cancelReason: cancelReason.trim() },
      },
      {
        onSuccess: () => {
          notify('success', isShipping ? 'Kit Marked Shipped' : 'Kit Cancelled', {
            description: `${props.claim.name} has been told.`,
          });
          props.onClose();
        },
        onError: (error) => notifyError(error, 'Status Not Changed'),
      },
    );
  };

  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/60 backdrop-blur-sm" />
        <Dialog.Content
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-white p-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))] shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
        >
          <Dialog.Close asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Close"
              className="absolute top-3 right-3"
            >
              <X aria-hidden />
            </Button>
          </Dialog.Close>
          <Dialog.Title className="font-(family-name:--font-display) text-2xl font-semibold text-ink">
            {isShipping ? 'Mark Kit Shipped' : 'Cancel Kit'}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-soft">
            Realm {props.claim.realmId} kit for {props.claim.name}. They are told by notification
            and email.
          </Dialog.Description>
          <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-4">
            {isShipping ? (
              <>
                <TextField
                  label="Carrier"
                  value={carrier}
                  maxLength={kitShippingLimits.carrier}
                  error={errors.carrier}
                  onChange={editing('carrier', setCarrier)}
                />
                <TextField
                  label="Tracking number"
                  value={trackingNumber}
                  maxLength={kitShippingLimits.trackingNumber}
                  error={errors.trackingNumber}
                  onChange={editing('trackingNumber', setTrackingNumber)}
                />
              </>
            ) : (
              <TextField
                label="Reason (the creator reads it)"
                value={cancelReason}
                maxLength={kitShippingLimits.cancelReason}
                error={errors.cancelReason}
                onChange={editing('cancelReason', setCancelReason)}
                isMultiline
              />
            )}
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="secondary" onClick={props.onClose}>
                Back
              </Button>
              <Button type="submit" disabled={change.isPending}>
                {change.isPending ? 'Please wait...' : isShipping ? 'Mark shipped' : 'Cancel kit'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
