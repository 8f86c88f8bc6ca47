import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { isBlank, requiredFieldMessages } from '#shared/rules/required-fields.ts';
import { MAX_NAME_LENGTH } from '#shared/rules/text.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PasswordField } from '#web/components/ui/password-input.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { paths } from '#shared/paths.ts';
import { notify, notifyError, notifyRefusal } from '#web/lib/notify.ts';
import {
  preloadAuthClient,
  signInWithEmail,
  signUpWithEmail,
  type EmailCredentials,
} from '../api/email-auth.ts';
import { passwordRulesHint } from '#shared/rules/password.ts';

export type AuthMode = 'sign-in' | 'sign-up';

const copy = {
  'sign-in': {
    submit: 'Sign In',
    errorTitle: 'Sign In Error',
    switchPrompt: "Don't have an account?",
    switchAction: 'Sign up',
  },
  'sign-up': {
    submit: 'Sign Up',
    errorTitle: 'Sign Up Error',
    switchPrompt: 'Already have an account?',
    switchAction: 'Sign in',
  },
} as const;

/**
 * Sign in or sign up. Plain state, not react-hook-form: this form is the
 * first paint of /auth, inside its JavaScript budget
 * (docs/decisions/021-one-form-style.md).
 */
export function EmailAuthForm(props: {
  onSignedIn: () => Promise<void> | void;
  /** A new account whose address must be confirmed first: its "Check your inbox" state. */
  onAwaitingConfirmation: (email: string) => void;
  /** Where the form starts: an invitation link opens it in sign-up mode with the address filled in. */
  initialMode?: AuthMode;
  initialEmail?: string;
}) {
  const { onSignedIn } = props;
  const [mode, setMode] = useState<AuthMode>(props.initialMode ?? 'sign-in');
  const [credentials, setCredentials] = useState<EmailCredentials>({
    email: props.initialEmail ?? '',
    password: '',
  });
  // Optional at sign-up: the menu, buddies and staff show it instead of the email address.
  const [displayName, setDisplayName] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [hasTriedEmpty, setHasTriedEmpty] = useState(false);
  const isEmailMissing = hasTriedEmpty && isBlank(credentials.email);
  const isPasswordMissing = hasTriedEmpty && isBlank(credentials.password);

  async function submit() {
    if (isBlank(credentials.email) || isBlank(credentials.password)) {
      setHasTriedEmpty(true);
      notifyRefusal(requiredFieldMessages.credentials);
      return;
    }
    setIsSubmitting(true);
    const trimmed = { ...credentials, email: credentials.email.trim() };
    try {
      if (mode === 'sign-in') {
        await signInWithEmail(trimmed);
        notify('success', 'Welcome back!');
        await onSignedIn();
        return;
      }
      const isSignedIn = await signUpWithEmail({ ...trimmed, name: displayName.trim() });
      notify('success', 'Account created!', {
        description: isSignedIn
          ? 'Welcome to Emberpath. Your first realm awaits.'
          : 'Check your email to verify your account, then sign in.',
      });
      if (isSignedIn) await onSignedIn();
      else props.onAwaitingConfirmation(trimmed.email);
    } catch (error) {
      notifyError(error, copy[mode].errorTitle, { onRetry: () => void submit() });
    } finally {
      setIsSubmitting(false);
    }
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      onFocus={preloadAuthClient}
      className="flex flex-col gap-4"
    >
      {mode === 'sign-up' && (
        <TextField
          label={
            <>
              Display name <span className="font-normal text-ink-soft">(optional)</span>
            </>
          }
          id="display-name"
          name="name"
          autoComplete="nickname"
          maxLength={MAX_NAME_LENGTH}
          value={displayName}
          onChange={(event) => setDisplayName(event.target.value)}
        />
      )}
      <TextField
        label="Email"
        id="email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        value={credentials.email}
        onChange={(event) => setCredentials({ ...credentials, email: event.target.value })}
        aria-invalid={isEmailMissing || undefined}
      />
      <PasswordField
        label="Password"
        hint={mode === 'sign-up' && passwordRulesHint}
        id="password"
        name="password"
        autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
        value={credentials.password}
        onChange={(event) => setCredentials({ ...credentials, password: event.target.value })}
        aria-invalid={isPasswordMissing || undefined}
      />
      {mode === 'sign-in' && (
        // After the password, not beside its label: the keyboard goes from the email to the
        // password without stopping on the way, and the link is there for who needs it.
        <Link
          to={paths.forgotPassword}
          className="-mt-2 self-end text-sm font-medium text-ember-700 hover:underline"
        >
          Forgot password?
        </Link>
      )}
      <Button type="submit" size="full" disabled={isSubmitting}>
        {isSubmitting ? 'Please wait...' : copy[mode].submit}
      </Button>
      <p className="text-center text-sm text-ink-soft">
        {copy[mode].switchPrompt}{' '}
        <button
          type="button"
          className="min-h-11 font-semibold text-ember-700 hover:underline"
          onClick={() => setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
        >
          {copy[mode].switchAction}
        </button>
      </p>
    </form>
  );
}
