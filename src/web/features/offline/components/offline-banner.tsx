import { WifiOff } from 'lucide-react';
import { useIsOnline } from '#web/lib/use-is-online.ts';

/**
 * Says, politely, when the app runs without a network. The live region is
 * always there, so screen readers announce the message when it appears.
 */
export function OfflineBanner() {
  const isOnline = useIsOnline();
  return (
    <div role="status" className="mb-4 empty:mb-0">
      {!isOnline && (
        <div className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <WifiOff className="mt-0.5 size-5 shrink-0" aria-hidden />
          <p>
            <strong className="font-semibold">
              You’re offline — showing your last saved progress.
            </strong>{' '}
            What you send now is kept on this device until you’re back online.
          </p>
        </div>
      )}
    </div>
  );
}
