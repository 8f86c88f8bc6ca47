import { useState } from 'react';
import { notifyError } from '#web/lib/notify.ts';
import { Button } from '#web/components/ui/button.tsx';
import { signInWithProvider } from '../api/email-auth.ts';
import { useAuthOptions } from '../api/get-auth-options.ts';

const providerLabels: Record<string, string> = { github: 'GitHub', google: 'Google' };

/** One button per provider the server has configured; nothing at all when there is none. */
export function ProviderButtons({ callbackPath }: { callbackPath: string }) {
  const data = useAuthOptions();
  const [busyProvider, setBusyProvider] = useState<string | null>(null);
  if (!data || data.providers.length === 0) return null;

  async function start(provider: string) {
    setBusyProvider(provider);
    try {
      await signInWithProvider(provider, callbackPath);
    } catch (error) {
      setBusyProvider(null);
      notifyError(error, 'Sign In Error');
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-sm text-ink-soft" aria-hidden>
        <span className="h-px flex-1 bg-line" />
        or continue with
        <span className="h-px flex-1 bg-line" />
      </div>
      {data.providers.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          size="full"
          disabled={busyProvider !== null}
          onClick={() => void start(provider)}
        >
          {busyProvider === provider
            ? 'Please wait...'
            : `Continue with ${providerLabels[provider] ?? data.oidcName ?? 'single sign-on'}`}
        </Button>
      ))}
    </div>
  );
}
