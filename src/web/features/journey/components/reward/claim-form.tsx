import { useForm } from 'react-hook-form';
import { rewardClaimLimits } from '#shared/journey-limits.ts';
import { requiredFieldMessages, requiredRewardClaimFields } from '#shared/rules/required-fields.ts';
import { rewardClaimInputSchema, type RewardClaimInput } from '#shared/schemas/journey.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogBody, DialogFooter, dialogFormClass } from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { TextareaField } from '#web/components/ui/textarea.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { useShippingAddress } from '#web/lib/get-shipping-address.ts';
import { notify, notifyError, notifyRefusal } from '#web/lib/notify.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { useCompleteRealm } from '../../api/journey-mutations.ts';
import { useKitName } from '../../api/get-curriculum.ts';

type ClaimField = Exclude<keyof RewardClaimInput, 'specialInstructions'>;

export type ClaimFormProps = { realmId: number; realmTitle: string; onClose: () => void };

const fields: { name: ClaimField; label: string; autoComplete: string; isHalf?: boolean }[] = [
  { name: 'name', label: 'Full name', autoComplete: 'name' },
  { name: 'email', label: 'Email', autoComplete: 'email' },
  { name: 'address', label: 'Street address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State / region', autoComplete: 'address-level1', isHalf: true },
  { name: 'zipCode', label: 'ZIP / postal code', autoComplete: 'postal-code', isHalf: true },
];

const isRequired = (name: ClaimField) =>
  (requiredRewardClaimFields as readonly string[]).includes(name);

/** Each required field's words when it is left empty: 'Please enter your full name.' */
const requiredWords = Object.fromEntries(
  fields
    .filter((field) => isRequired(field.name))
    .map((field) => [field.name, `Please enter your ${field.label.toLowerCase()}.`]),
);

/** The Ember Kit shipping form, filled from the saved address; claiming it completes the realm. */
export function ClaimForm(props: ClaimFormProps) {
  const { user } = useSignedInUser();
  const completeRealm = useCompleteRealm();
  const kitName = useKitName(props.realmId, props.realmTitle);
  const saved = useShippingAddress().data;
  const form = useForm({
    resolver: formResolver(rewardClaimInputSchema, { required: requiredWords }),
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

  async function submit(claim: RewardClaimInput) {
    try {
      await completeRealm.mutateAsync({ realmId: props.realmId, claim });
      notify('success', 'Reward Claimed!', {
        id: 'claim-kit',
        description: `Your ${kitName} is on its way.`,
      });
      // Its own toast, beside the claim's: both stay, as in the original.
      notify('success', 'Notification Sent!', {
        id: 'claim-kit-notice',
        description: 'Our team has been asked to prepare your kit.',
      });
      props.onClose();
    } catch (error) {
      showServerProblems(form, error);
      notifyError(error, 'Claim not sent', { id: 'claim-kit' });
    }
  }

  return (
    <form
      noValidate
      // A missing field: the original's toast, each field marked and described, focus on the first.
      onSubmit={form.handleSubmit(submit, () =>
        notifyRefusal(requiredFieldMessages.rewardClaim, { id: 'claim-kit' }),
      )}
      className={dialogFormClass}
    >
      <DialogBody>
        <div className="grid grid-cols-2 gap-3">
          {fields.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              isRequired={isRequired(field.name)}
              className={field.isHalf ? undefined : 'col-span-2'}
              type={field.name === 'email' ? 'email' : 'text'}
              autoComplete={field.autoComplete}
              maxLength={rewardClaimLimits[field.name]}
              error={form.formState.errors[field.name]?.message}
              {...form.register(field.name)}
            />
          ))}
          <TextareaField
            label="Special instructions"
            className="col-span-2"
            rows={2}
            maxLength={rewardClaimLimits.specialInstructions}
            error={form.formState.errors.specialInstructions?.message}
            {...form.register('specialInstructions')}
          />
        </div>
      </DialogBody>
      <DialogFooter>
        <Button type="submit" size="full" disabled={completeRealm.isPending}>
          {completeRealm.isPending ? 'Claiming...' : 'Claim My Ember Kit'}
        </Button>
      </DialogFooter>
    </form>
  );
}
