import nodemailer from 'nodemailer';
import type { Logger } from '../logger.ts';

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  /** Extra header lines, such as List-Unsubscribe. */
  headers?: Record<string, string>;
};

/** Where outbox emails go: a real SMTP server, or the server log on a laptop. */
export type MailTransport = {
  kind: 'smtp' | 'log';
  send: (email: OutgoingEmail) => Promise<void>;
};

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    send: async (email) => {
      await transporter.sendMail({ from, ...email });
    },
  };
}

export function createLogTransport(logger: Logger): MailTransport {
  return {
    kind: 'log',
    send: async (email) => {
      // No SMTP_URL: the log is the outbox's reader on a laptop.
      logger.info(
        { to: email.to, subject: email.subject },
        `Email to ${email.to}: ${email.subject}\n${email.text}`,
      );
    },
  };
}
