import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service on a local port, standing in for a browser's: it decrypts
 * each message as the browser would (RFC 8291 / RFC 8188, aes128gcm) with keys
 * it made itself, and checks the VAPID signature (RFC 8292). Nothing from
 * web-push is used here, so a fault in how we call it cannot hide.
 */

export type ReceivedPush = {
  browser: string;
  payload: unknown;
  headers: IncomingHttpHeaders;
  vapid: { publicKey: string; audience: string; subject: string; expiresAt: number };
};

type Browser = { ecdh: ReturnType<typeof createECDH>; authSecret: Buffer; status: number };

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer | string, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from(info), length));

/** RFC 8291 §3.4 and RFC 8188 §2: one record, as web push messages are. */
function decryptAes128gcm(body: Buffer, browser: Browser): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const sharedSecret = browser.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    serverPublicKey,
  ]);
  const ikm = hkdf(browser.authSecret, sharedSecret, keyInfo, 32);
  const contentKey = hkdf(salt, ikm, 'Content-Encoding: aes128gcm\0', 16);
  const nonce = hkdf(salt, ikm, 'Content-Encoding: nonce\0', 12);
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('missing last-record delimiter');
  return padded.subarray(0, end);
}

/** RFC 8292: `vapid t=<ES256 JWT>, k=<P-256 public key>`, checked with node:crypto alone. */
function verifyVapid(authorization: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [header, claims, signature] = match[1]!.split('.') as [string, string, string];
  const rawKey = Buffer.from(match[2]!, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: rawKey.subarray(1, 33).toString('base64url'),
      y: rawKey.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const isSigned = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!isSigned) throw new Error('VAPID signature does not verify');
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    sub: string;
    exp: number;
  };
  return { publicKey: match[2]!, audience: parsed.aud, subject: parsed.sub, expiresAt: parsed.exp };
}

export async function startPushEndpoint() {
  const browsers = new Map<string, Browser>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const name = decodeURIComponent(request.url!.replace(/^\/push\//, ''));
      const browser = browsers.get(name);
      if (!browser) {
        response.writeHead(404).end();
        return;
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm')
          throw new Error(`content-encoding ${request.headers['content-encoding']}`);
        const vapid = verifyVapid(request.headers.authorization);
        const payload: unknown = JSON.parse(
          decryptAes128gcm(Buffer.concat(chunks), browser).toString(),
        );
        received.push({ browser: name, payload, headers: request.headers, vapid });
        response.writeHead(browser.status).end();
      } catch (error) {
        problems.push(`${name}: ${(error as Error).message}`);
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** Messages that could not be decrypted or verified: a test expects none. */
    problems,
    /** A new browser's PushSubscription JSON; `status` is what the service answers for it. */
    subscribe(name: string, status = 201) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      browsers.set(name, { ecdh, authSecret, status });
      return {
        endpoint: `${origin}/push/${encodeURIComponent(name)}`,
        expirationTime: null,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: authSecret.toString('base64url'),
        },
      };
    },
    /** The browser dropped the subscription: the service answers 410 Gone from now on. */
    forget(name: string) {
      browsers.get(name)!.status = 410;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushEndpoint = Awaited<ReturnType<typeof startPushEndpoint>>;
