import { useEffect, useState } from 'react';
import { notifyError } from '#web/lib/notify.ts';
import {
  currentPushSubscription,
  pushAvailability,
  resyncThisDevice,
  subscribeThisDevice,
  unsubscribeThisDevice,
  type PushAvailability,
} from '../api/push-subscription.ts';

/** The "push on this device" switch: its state comes from the browser, changes go to both. */
export function usePushSwitch() {
  const [availability, setAvailability] = useState<PushAvailability>(pushAvailability);
  const [isSubscribed, setIsSubscribed] = useState(false);
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    void currentPushSubscription()
      .then(async (subscription) => {
        if (!isCurrent) return;
        setIsSubscribed(subscription !== null);
        // The server may have dropped it, or another creator used this browser since.
        if (subscription) await resyncThisDevice(subscription);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, []);

  async function change(isOn: boolean) {
    setIsBusy(true);
    try {
      if (isOn) await subscribeThisDevice();
      else await unsubscribeThisDevice();
      setIsSubscribed(isOn);
    } catch (error) {
      notifyError(error, 'Push Not Available');
    } finally {
      setAvailability(pushAvailability());
      setIsBusy(false);
    }
  }

  return { availability, isSubscribed, isBusy, change };
}
