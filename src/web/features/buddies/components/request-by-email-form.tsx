import { useId, useRef, useState, type FormEvent } from 'react';
import { AppError } from '#shared/errors.ts';
import { buddyMessages } from '#shared/rules/buddies.ts';
import { MAX_EMAIL_LENGTH } from '#shared/rules/text.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError } from '#web/components/ui/field-error.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useSendBuddyRequest } from '../api/buddy-mutations.ts';

/**
 * A request to someone the creator knows, by email. The answer never says
 * whether the address has an account: only its owner, if there is one, hears of it.
 */
export function RequestByEmailForm() {
  const sendRequest = useSendBuddyRequest();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const fieldId = useId();
  const errorId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (email.trim() === '') {
      setError('Please enter your fellow creator’s email address.');
      fieldRef.current?.focus();
      return;
    }
    setError(undefined);
    try {
      await sendRequest.mutateAsync({ email: email.trim() });
      notify('success', buddyMessages.requestSent, {
        description: buddyMessages.requestSentByEmail,
      });
      setEmail('');
    } catch (failure) {
      // Words about the address belong beside it; anything else is a toast.
      if (failure instanceof AppError && failure.code === 'VALIDATION_FAILED') {
        setError(failure.userMessage);
        fieldRef.current?.focus();
      } else {
        notifyError(failure, 'Request Not Sent');
      }
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2" noValidate>
      <label htmlFor={fieldId} className="font-medium text-ink">
        Their email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={fieldRef}
          id={fieldId}
          type="email"
          autoComplete="off"
          value={email}
          maxLength={MAX_EMAIL_LENGTH}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder="maya@example.com"
        />
        <Button type="submit" disabled={sendRequest.isPending} className="shrink-0">
          {sendRequest.isPending ? 'Sending...' : 'Send Request'}
        </Button>
      </div>
      <FieldError id={errorId} message={error} />
    </form>
  );
}
