import { useForm } from 'react-hook-form';
import { AppError } from '#shared/errors.ts';
import { buddyMessages } from '#shared/rules/buddies.ts';
import { MAX_EMAIL_LENGTH } from '#shared/rules/text.ts';
import { buddyRequestInputSchema, type BuddyRequestInput } from '#shared/schemas/buddies.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { useSendBuddyRequest } from '../api/buddy-mutations.ts';

/**
 * A request to someone the creator knows, by email. The answer never says
 * whether the address has an account: only its owner, if there is one, hears of it.
 */
export function RequestByEmailForm() {
  const sendRequest = useSendBuddyRequest();
  const form = useForm({
    defaultValues: { email: '' },
    resolver: formResolver(buddyRequestInputSchema, {
      required: { email: 'Please enter your fellow creator’s email address.' },
    }),
  });

  async function submit(request: BuddyRequestInput) {
    try {
      await sendRequest.mutateAsync({ email: request.email?.trim() });
      notify('success', buddyMessages.requestSent, {
        id: 'buddy-request',
        description: buddyMessages.requestSentByEmail,
      });
      form.reset();
    } catch (failure) {
      // Words about the address belong beside it; anything else is a toast.
      if (showServerProblems(form, failure)) return;
      if (failure instanceof AppError && failure.code === 'VALIDATION_FAILED') {
        form.setError('email', { message: failure.userMessage }, { shouldFocus: true });
      } else {
        notifyError(failure, 'Request Not Sent', { id: 'buddy-request' });
      }
    }
  }

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate>
      <Field
        label="Their email address"
        labelClassName="font-medium text-ink"
        error={form.formState.errors.email?.message}
      >
        {(control) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              {...control}
              type="email"
              autoComplete="off"
              maxLength={MAX_EMAIL_LENGTH}
              placeholder="maya@example.com"
              {...form.register('email')}
            />
            <Button type="submit" disabled={sendRequest.isPending} className="shrink-0">
              {sendRequest.isPending ? 'Sending...' : 'Send Request'}
            </Button>
          </div>
        )}
      </Field>
    </form>
  );
}
