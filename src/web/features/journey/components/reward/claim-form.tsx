import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { rewardClaimLimits } from '#shared/journey-limits.ts';
import { requiredFieldMessages, requiredRewardClaimFields } from '#shared/rules/required-fields.ts';
import { rewardClaimInputSchema, type RewardClaimInput } from '#shared/schemas/journey.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { DialogBody, DialogFooter, dialogFormClass } from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { TextareaField } from '#web/components/ui/textarea.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { useShippingAddress } from '#web/lib/get-shipping-address.ts';
import { useSaveShippingAddress } from '#web/lib/save-shipping-address.ts';
import { notify, notifyError, notifyRefusal } from '#web/lib/notify.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { useClaimKitAgain, useCompleteRealm } from '../../api/claim-mutations.ts';
import { useRefreshProgress } from '../../api/journey-mutations.ts';
import { isAlreadyClaimed } from '../../utils/already-claimed.ts';
import { useLastClaim } from '../../api/get-last-claim.ts';
import { useKit } from '../../api/get-curriculum.ts';
import { KitWords } from '../kit-words.tsx';

type ClaimField = Exclude<keyof RewardClaimInput, 'specialInstructions'>;

export type ClaimFormProps = {
  realmId: number;
  realmTitle: string;
  onClose: () => void;
  /** 'again': the kit was cancelled; the corrected address claims it once more. */
  mode?: 'complete' | 'again';
};

type AddressFields = {
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
};

const toAddressFields = (claim: RewardClaimInput): AddressFields => ({
  name: claim.name?.trim() ?? '',
  address: claim.address?.trim() ?? '',
  city: claim.city?.trim() ?? '',
  state: claim.state?.trim() ?? '',
  zipCode: claim.zipCode?.trim() ?? '',
});

const isSameAddress = (first: AddressFields, second: AddressFields) =>
  (Object.keys(first) as (keyof AddressFields)[]).every((key) => first[key] === second[key]);

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

/**
 * The Ember Kit shipping form, filled from the address book or, when it is
 * empty, from the last claim; claiming completes the realm (or, for a
 * cancelled kit, claims it again). It offers to keep the address typed.
 */
export function ClaimForm(props: ClaimFormProps) {
  const { user } = useSignedInUser();
  const completeRealm = useCompleteRealm();
  const claimAgain = useClaimKitAgain();
  const mutation = props.mode === 'again' ? claimAgain : completeRealm;
  const saveAddress = useSaveShippingAddress();
  const kitName = useKit(props.realmId, props.realmTitle).name;
  const saved = useShippingAddress().data;
  const lastClaim = useLastClaim().data?.address;
  const start = saved?.address ? saved : (lastClaim ?? saved);
  const [isSavingAddress, setIsSavingAddress] = useState(false);
  // The server's words when the kit was claimed before (another device): the dialog's last step.
  const [alreadyClaimed, setAlreadyClaimed] = useState<string>();
  const refreshProgress = useRefreshProgress();
  // Read, then refreshed as the dialog goes (however it is closed): the offer disappears with it.
  useEffect(() => {
    if (alreadyClaimed === undefined) return;
    return () => void refreshProgress();
  }, [alreadyClaimed, refreshProgress]);
  const form = useForm({
    resolver: formResolver(rewardClaimInputSchema, { required: requiredWords }),
    // The saved (or last) address fills the form, still editable; what was typed before it arrived stays.
    values: {
      name: start?.name || user.name,
      email: user.email,
      address: start?.address ?? '',
      city: start?.city ?? '',
      state: start?.state ?? '',
      zipCode: start?.zipCode ?? '',
      specialInstructions: '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const typed = toAddressFields(useWatch({ control: form.control }));
  const savedFields = saved ? toAddressFields(saved) : undefined;
  // Offered only when the address book would change (and there is an address to keep).
  const canOfferSave = typed.address !== '' && !(savedFields && isSameAddress(typed, savedFields));

  async function submit(claim: RewardClaimInput) {
    try {
      await mutation.mutateAsync({ realmId: props.realmId, claim });
      // The map says 'Pending' until staff pack it: the words say the same.
      notify('success', props.mode === 'again' ? 'Claim Sent Again' : 'Reward Claimed!', {
        id: 'claim-kit',
        description: `Your ${kitName} is claimed: our team will prepare it and tell you when it ships.`,
      });
      // Its own toast, beside the claim's: both stay, as in the original.
      notify('success', 'Notification Sent!', {
        id: 'claim-kit-notice',
        description: 'Our team has been asked to prepare your kit.',
      });
      if (canOfferSave && isSavingAddress) {
        try {
          await saveAddress.mutateAsync(toAddressFields(claim));
        } catch (error) {
          notifyError(error, 'Address not saved');
        }
      }
      props.onClose();
    } catch (error) {
      if (isAlreadyClaimed(error)) {
        setAlreadyClaimed(error.userMessage);
        return;
      }
      showServerProblems(form, error);
      notifyError(error, 'Claim not sent', { id: 'claim-kit' });
    }
  }

  if (alreadyClaimed !== undefined) {
    return (
      <div className={dialogFormClass}>
        <DialogBody>
          <div role="status" className="flex flex-col gap-1 rounded-xl bg-ember-50 p-4">
            <p className="font-semibold text-ink">Already Claimed</p>
            <p className="text-sm text-ink-soft">{alreadyClaimed}</p>
          </div>
        </DialogBody>
        <DialogFooter>
          <Button size="full" onClick={props.onClose}>
            Close
          </Button>
        </DialogFooter>
      </div>
    );
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
        <KitWords
          realmId={props.realmId}
          realmTitle={props.realmTitle}
          className="mb-4 rounded-xl bg-ember-50 p-3"
        />
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
          {canOfferSave && (
            <CheckboxField
              label="Save this address to my address book"
              className="col-span-2 text-sm"
              checked={isSavingAddress}
              onChange={(event) => setIsSavingAddress(event.target.checked)}
            />
          )}
        </div>
      </DialogBody>
      <DialogFooter>
        <Button type="submit" size="full" disabled={mutation.isPending}>
          {mutation.isPending
            ? 'Claiming...'
            : props.mode === 'again'
              ? 'Claim My Ember Kit Again'
              : 'Claim My Ember Kit'}
        </Button>
      </DialogFooter>
    </form>
  );
}
