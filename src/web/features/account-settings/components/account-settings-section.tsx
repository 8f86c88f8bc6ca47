import { DevicesCard } from './devices-card.tsx';
import { EmailCard } from './email-card.tsx';
import { PasswordCard } from './password-card.tsx';
import { ShippingAddressCard } from './shipping-address-card.tsx';
import { TimeZoneCard } from './time-zone-card.tsx';

/** Settings → Account: the address book, sign-in, devices and time zone. */
export function AccountSettingsSection(props: {
  /** Forgets this device's copy of the creator and goes to /auth. */
  onSignedOut: () => Promise<void>;
}) {
  return (
    <div className="flex flex-col gap-4">
      <ShippingAddressCard />
      <EmailCard />
      <PasswordCard />
      <DevicesCard onSignedOutHere={props.onSignedOut} />
      <TimeZoneCard />
    </div>
  );
}
