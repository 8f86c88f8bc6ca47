import { useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useClearProfile } from '../api/profile-mutations.ts';

/**
 * Opened from the notice a proof of the address leaves (decision 033): the
 * account was filled in before its owner confirmed the address, maybe by
 * someone else. One tap clears it all; keeping it just closes the card.
 */
export function SetBeforeProofCard() {
  const [searchParams, setSearchParams] = useSearchParams();
  const clear = useClearProfile();
  if (searchParams.get('review') !== 'before-proof') return null;

  function close() {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('review');
        return next;
      },
      { replace: true },
    );
  }

  async function clearAll() {
    try {
      await clear.mutateAsync();
      notify('success', 'Profile Cleared', {
        id: 'clear-profile',
        description: 'Fill it in again whenever you like.',
      });
      close();
    } catch (error) {
      notifyError(error, 'Profile not cleared', { id: 'clear-profile' });
    }
  }

  return (
    <SectionCard
      heading="Set before your address was confirmed"
      intro="Whoever used this account before you confirmed your address may have set the name, bio, links and picture below, a time zone and a listing in Find a Realm Buddy. If you did not set them, clear them: your time zone then follows this device, and buddies no longer find you until you say so."
    >
      <div className="flex flex-wrap gap-2">
        <Button disabled={clear.isPending} onClick={() => void clearAll()}>
          {clear.isPending ? 'Clearing...' : 'Clear them'}
        </Button>
        <Button variant="ghost" disabled={clear.isPending} onClick={close}>
          Keep them
        </Button>
      </div>
    </SectionCard>
  );
}
