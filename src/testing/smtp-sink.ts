import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedEmail = {
  /** The envelope's recipients, comma-separated. */
  to: string;
  subject: string;
  /** The body as written (quoted-printable undone), for links. */
  text: string;
  /** The message exactly as it arrived, headers included. */
  raw: string;
};

/** Undoes the quoted-printable encoding nodemailer uses for long or non-ASCII lines. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parseMessage(to: string, raw: string): ReceivedEmail {
  const split = raw.indexOf('\r\n\r\n');
  // Long header lines are folded onto the next line; unfold them before reading.
  const head = raw.slice(0, split).replace(/\r\n\s+/g, ' ');
  const body = raw.slice(split + 4);
  const subject = /^Subject: (.*)$/im.exec(head)?.[1] ?? '';
  const isQuotedPrintable = /^Content-Transfer-Encoding: quoted-printable/im.test(head);
  return { to, subject, text: isQuotedPrintable ? decodeQuotedPrintable(body) : body, raw };
}

/**
 * A real SMTP server on a local port (a free one unless given) that keeps
 * every message it receives in `received`, in arrival order.
 */
export async function startSmtpSink(received: ReceivedEmail[] = [], port = 0) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
        received.push(parseMessage(to, raw));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
