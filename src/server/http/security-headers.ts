import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { CODE_AFTER_PAINT_SCRIPT } from '#shared/code-after-paint.ts';

/** The drawn pages' one inline script, allowed by its hash and nothing else inline (decision 031). */
const codeAfterPaintHash = `'sha256-${createHash('sha256').update(CODE_AFTER_PAINT_SCRIPT).digest('base64')}'`;

const contentSecurityFor = (mediaOrigin: string | undefined) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", codeAfterPaintHash],
      // Radix and sonner position elements with style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(mediaOrigin ? [mediaOrigin] : [])],
      // Library audio and video play from the object store's signed URLs when files live there.
      mediaSrc: ["'self'", ...(mediaOrigin ? [mediaOrigin] : [])],
      connectSrc: ["'self'"],
      // The app's own service worker and web app manifest.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    // The app uses none of these powerful features; nothing it embeds may either.
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: false,
  });

/** Security headers on every answer; HSTS only when the request arrived over https. */
export function securityHeaders(options: { trustProxy: boolean; mediaOrigin?: string }) {
  const contentSecurity = contentSecurityFor(options.mediaOrigin);
  return createMiddleware(async (c, next) => {
    await contentSecurity(c, async () => {
      await next();
    });
    const ownProtocol = new URL(c.req.url).protocol.replace(':', '');
    const protocol = (options.trustProxy && c.req.header('x-forwarded-proto')) || ownProtocol;
    if (protocol === 'https') {
      c.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    }
  });
}
