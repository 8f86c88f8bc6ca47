import type { OutgoingEmail } from '../mail/mail-transport.ts';

export function verificationEmail(to: string, url: string): OutgoingEmail {
  return {
    to,
    subject: 'Confirm your email for Emberpath',
    text: [
      'Welcome to Emberpath!',
      '',
      'Confirm your email address to light your first realm:',
      url,
      '',
      'If you did not sign up, you can ignore this email.',
    ].join('\n'),
  };
}

export function passwordResetEmail(to: string, url: string): OutgoingEmail {
  return {
    to,
    subject: 'Reset your Emberpath password',
    text: [
      'Someone asked to reset the password of your Emberpath account.',
      '',
      'Choose a new password here (the link works for one hour):',
      url,
      '',
      'If it was not you, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}

export function emailChangeEmail(to: string, url: string): OutgoingEmail {
  return {
    to,
    subject: 'Confirm your new email for Emberpath',
    text: [
      'Someone signed in to an Emberpath account asked to use this address for it.',
      '',
      'Only if that was you, confirm it here, and it becomes the address you sign in with:',
      url,
      '',
      'If it was not you, ignore this email: nothing changes, and the account gets nothing from your address.',
    ].join('\n'),
  };
}

/**
 * Sent when someone signs up with an address that already has an account:
 * its owner gets a way in (choosing the password proves the address and
 * signs out whoever else set the account up), never silence (decision 006).
 */
export function existingAccountEmail(
  to: string,
  input: { url: string; isConfirmed: boolean },
): OutgoingEmail {
  return {
    to,
    subject: 'Your Emberpath account: choose your password',
    text: [
      input.isConfirmed
        ? 'Someone, perhaps you, tried to sign up to Emberpath with this address, which already has an account.'
        : 'Someone, perhaps you, tried to sign up to Emberpath with this address. An account with it was started before, and its address was never confirmed.',
      '',
      'If it is yours, choose its password here to get in (the link works for one hour):',
      input.url,
      '',
      'Choosing a password confirms that the address is yours and signs everyone else out of the account.',
      'If you did not try to sign up, you can ignore this email.',
    ].join('\n'),
  };
}

/** Sent when the wrong passwords in a row first lock the address (decision 016). */
export function signInLockedEmail(
  to: string,
  input: { failures: number; lockMinutes: number; forgotPasswordUrl: string },
): OutgoingEmail {
  return {
    to,
    subject: 'Signing in to your Emberpath account is paused',
    text: [
      `Someone tried to sign in to your Emberpath account with a wrong password ${input.failures} times in a row,`,
      `so signing in with your password is locked for ${input.lockMinutes} minutes. None of those tries got in.`,
      '',
      'If it was you, wait a little, or choose a new password here to sign in at once:',
      input.forgotPasswordUrl,
      '',
      'If it was not you, nothing else is needed: each further wrong password locks it again.',
      'A long password you use nowhere else keeps guesses from ever getting in.',
    ].join('\n'),
  };
}
