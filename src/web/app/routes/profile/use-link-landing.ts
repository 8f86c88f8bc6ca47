import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '#web/lib/notify.ts';

/**
 * A confirmation link lands here with `?confirmed=email` (or the auth
 * server's `?error=…`): say so once, then drop the words from the address so
 * a reload does not say it again.
 */
export function useLinkLanding() {
  const [searchParams, setSearchParams] = useSearchParams();
  const confirmed = searchParams.get('confirmed');
  const error = searchParams.get('error');
  useEffect(() => {
    if (confirmed !== 'email' && !error) return;
    if (error) {
      notify('error', 'Link Not Accepted', {
        description:
          error === 'TOKEN_EXPIRED' || error === 'token_expired'
            ? 'That confirmation link has expired. Change your email again to get a fresh one.'
            : 'That confirmation link could not be used. Change your email again to get a fresh one.',
      });
    } else {
      notify('success', 'Email confirmed', {
        description: 'Your new address is the one you sign in with from now on.',
      });
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('confirmed');
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [confirmed, error, setSearchParams]);
}
