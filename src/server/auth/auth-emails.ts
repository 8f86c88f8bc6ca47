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
      'You asked to use this address for your Emberpath account.',
      '',
      'Confirm it here, and it becomes the address you sign in with:',
      url,
      '',
      'If it was not you, ignore this email: nothing changes.',
    ].join('\n'),
  };
}
