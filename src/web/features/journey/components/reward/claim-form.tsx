import { useForm } from 'react-hook-form';
import { rewardClaimLimits } from '#shared/journey-limits.ts';
import {
  isBlank,
  requiredFieldMessages,
  requiredRewardClaimFields,
} from '#shared/rules/required-fields.ts';
import type { RewardClaimInput } from '#shared/schemas/journey.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError } from '#web/components/ui/field-error.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { notify, notifyError, notifyRefusal } from '#web/lib/notify.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { useSavedShippingAddress } from '../../api/get-shipping-address.ts';
import { useCompleteRealm } from '../../api/journey-mutations.ts';

type ClaimValues = Required<RewardClaimInput>;

export type ClaimFormProps = { realmId: number; realmTitle: string; onClose: () => void };

const requiredFields = new Set<keyof ClaimValues>(requiredRewardClaimFields);

const fields: { name: keyof ClaimValues; label: string; autoComplete: string }[] = [
  { name: 'name', label: 'Full name', autoComplete: 'name' },
  { name: 'email', label: 'Email', autoComplete: 'email' },
  { name: 'address', label: 'Street address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State / region', autoComplete: 'address-level1' },
  { name: 'zipCode', label: 'ZIP / postal code', autoComplete: 'postal-code' },
];

export function ClaimForm(props: ClaimFormProps) {
  const { user } = useSignedInUser();
  const completeRealm = useCompleteRealm();
  const saved = useSavedShippingAddress().data;
  const form = useForm<ClaimValues>({
    // The saved address fills the form (still editable here); what was typed before it arrived stays.
    values: {
      name: saved?.name || user.name,
      email: user.email,
      address: saved?.address ?? '',
      city: saved?.city ?? '',
      state: saved?.state ?? '',
      zipCode: saved?.zipCode ?? '',
      specialInstructions: '',
    },
    resetOptions: { keepDirtyValues: true },
  });

  async function submit(values: ClaimValues) {
    try {
      await completeRealm.mutateAsync({ realmId: props.realmId, claim: values });
      notify('success', 'Reward Claimed!', {
        description: `Your ${props.realmTitle} Ember Kit is on its way.`,
      });
      notify('success', 'Notification Sent!', {
        description: 'Our team has been asked to prepare your kit.',
      });
      props.onClose();
    } catch (error) {
      notifyError(error, 'Claim not sent');
    }
  }

  return (
    <form
      noValidate
      // A missing field: the original's toast, each field marked and described, focus on the first.
      onSubmit={form.handleSubmit(submit, () => notifyRefusal(requiredFieldMessages.rewardClaim))}
      className="mt-5 grid grid-cols-2 gap-3"
    >
      {fields.map((field) => {
        const error = form.formState.errors[field.name]?.message;
        const errorId = `claim-${field.name}-error`;
        return (
          <div
            key={field.name}
            className={
              field.name === 'state' || field.name === 'zipCode'
                ? 'flex flex-col gap-1.5'
                : 'col-span-2 flex flex-col gap-1.5'
            }
          >
            <Label htmlFor={`claim-${field.name}`}>
              {field.label}
              {requiredFields.has(field.name) && (
                <span aria-hidden className="text-ember-700">
                  {' '}
                  *
                </span>
              )}
            </Label>
            <Input
              id={`claim-${field.name}`}
              type={field.name === 'email' ? 'email' : 'text'}
              autoComplete={field.autoComplete}
              aria-required={requiredFields.has(field.name)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              maxLength={rewardClaimLimits[field.name]}
              {...form.register(field.name, {
                validate: (value) =>
                  !requiredFields.has(field.name) ||
                  !isBlank(value) ||
                  `Please enter your ${field.label.toLowerCase()}.`,
              })}
            />
            <FieldError id={errorId} message={error} />
          </div>
        );
      })}
      <div className="col-span-2 flex flex-col gap-1.5">
        <Label htmlFor="claim-specialInstructions">Special instructions</Label>
        <textarea
          id="claim-specialInstructions"
          rows={2}
          maxLength={rewardClaimLimits.specialInstructions}
          className="w-full rounded-xl border border-line bg-white p-3 text-base text-ink focus-visible:border-ember-500"
          {...form.register('specialInstructions')}
        />
      </div>
      <Button
        type="submit"
        size="full"
        className="col-span-2 mt-2"
        disabled={completeRealm.isPending}
      >
        {completeRealm.isPending ? 'Claiming...' : 'Claim My Ember Kit'}
      </Button>
    </form>
  );
}
