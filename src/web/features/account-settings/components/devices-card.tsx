import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { signOutEverywhere, useSignedInDevices, useSignOutDevice } from '../api/account-auth.ts';
import { describeDevice } from '../utils/describe-device.ts';

/** Where the account is signed in: sign one device out, or every device at once. */
export function DevicesCard(props: { onSignedOutHere: () => Promise<void> }) {
  const devices = useSignedInDevices();
  const signOutDevice = useSignOutDevice();
  const [isSigningOutEverywhere, setIsSigningOutEverywhere] = useState(false);

  async function signOutOne(token: string, name: string) {
    try {
      await signOutDevice.mutateAsync(token);
      notify('success', 'Signed Out', { description: `${name} is signed out.` });
    } catch (error) {
      notifyError(error, 'Sign out error');
    }
  }

  async function signOutAll() {
    setIsSigningOutEverywhere(true);
    try {
      await signOutEverywhere();
      notify('success', 'Signed out everywhere');
      await props.onSignedOutHere();
    } catch (error) {
      notifyError(error, 'Sign out error', {
        fallbackMessage: 'Failed to sign out. Please try again.',
      });
      setIsSigningOutEverywhere(false);
    }
  }

  return (
    <SectionCard heading="Signed-in devices">
      <QueryState
        query={devices}
        look="inline"
        loadingText="Loading your devices..."
        errorTitle="We could not load your devices."
      >
        {({ sessions, currentToken }) => (
          <ul className="flex flex-col divide-y divide-line">
            {sessions.map((session) => {
              const name = describeDevice(session.userAgent);
              const isThisDevice = session.token === currentToken;
              return (
                <li key={session.id} className="flex items-center justify-between gap-3 py-2">
                  <div className="min-w-0">
                    <p className="font-medium text-ink">
                      {name}
                      {isThisDevice && (
                        <span className="ml-2 text-sm font-normal text-emerald-800">
                          This device
                        </span>
                      )}
                    </p>
                    <p className="text-sm text-ink-soft">
                      Signed in {formatDate(new Date(session.createdAt))}
                    </p>
                  </div>
                  {!isThisDevice && (
                    <Button
                      variant="ghost"
                      aria-label={`Sign out ${name}, signed in ${formatDate(new Date(session.createdAt))}`}
                      disabled={signOutDevice.isPending}
                      onClick={() => void signOutOne(session.token, name)}
                    >
                      Sign out
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      <Button
        variant="secondary"
        className="self-start"
        disabled={isSigningOutEverywhere}
        onClick={() => void signOutAll()}
      >
        <LogOut aria-hidden />
        {isSigningOutEverywhere ? 'Signing out...' : 'Sign out everywhere'}
      </Button>
    </SectionCard>
  );
}
