import { useForm } from 'react-hook-form';
import { rewardClaimLimits } from '#shared/journey-limits.ts';
import { shippingAddressInputSchema, type ShippingAddressInput } from '#shared/schemas/profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { useShippingAddress } from '#web/lib/get-shipping-address.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { useSaveShippingAddress } from '#web/lib/save-shipping-address.ts';

const fields: {
  name: keyof ShippingAddressInput;
  label: string;
  autoComplete: string;
  isHalf?: boolean;
}[] = [
  { name: 'name', label: 'Full name', autoComplete: 'name' },
  { name: 'address', label: 'Street address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State / region', autoComplete: 'address-level1', isHalf: true },
  { name: 'zipCode', label: 'ZIP / postal code', autoComplete: 'postal-code', isHalf: true },
];

const empty: ShippingAddressInput = { name: '', address: '', city: '', state: '', zipCode: '' };

/** The address the Ember Kit claim form starts from. */
export function ShippingAddressCard() {
  const saved = useShippingAddress();
  const save = useSaveShippingAddress();
  const form = useForm({
    resolver: formResolver(shippingAddressInputSchema),
    values: saved.data
      ? {
          name: saved.data.name,
          address: saved.data.address,
          city: saved.data.city,
          state: saved.data.state,
          zipCode: saved.data.zipCode,
        }
      : empty,
    resetOptions: { keepDirtyValues: true },
  });

  async function submit(values: ShippingAddressInput) {
    try {
      await save.mutateAsync(values);
      notify('success', 'Address Saved', {
        id: 'save-address',
        description: 'Your next Ember Kit claim starts from it.',
      });
    } catch (error) {
      showServerProblems(form, error);
      notifyError(error, 'Address not saved', { id: 'save-address' });
    }
  }

  return (
    <SectionCard
      heading="Shipping address"
      intro="Fills in the Ember Kit claim form, where you can still change it."
    >
      {saved.isError && (
        <p role="alert" className="text-sm text-ink">
          We could not load your saved address.
        </p>
      )}
      <form noValidate onSubmit={form.handleSubmit(submit)} className="grid grid-cols-2 gap-3">
        {fields.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            autoComplete={`shipping ${field.autoComplete}`}
            maxLength={rewardClaimLimits[field.name]}
            className={field.isHalf ? undefined : 'col-span-2'}
            error={form.formState.errors[field.name]?.message}
            {...form.register(field.name)}
          />
        ))}
        <Button
          type="submit"
          className="col-span-2 justify-self-start"
          disabled={save.isPending || saved.isPending}
        >
          {save.isPending ? 'Saving...' : 'Save Address'}
        </Button>
      </form>
    </SectionCard>
  );
}
