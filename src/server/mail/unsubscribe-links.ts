import { createHmac, timingSafeEqual } from 'node:crypto';
import { isOptionalEmailKind, type OptionalEmailKind } from '#shared/rules/email-kinds.ts';
import { paths, withQuery } from '#shared/paths.ts';

export type UnsubscribeTarget = { email: string; kind: OptionalEmailKind };

export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;

// A purpose of its own, so no other signature made with the same secret can pass for one.
const PURPOSE = 'emberpath-unsubscribe-v1.';

/**
 * One-click unsubscribe links: the address and the kind of email, signed with
 * the auth secret, so following one needs no sign-in and cannot be forged for
 * another address. They do not expire: an old email's link keeps working.
 */
export function createUnsubscribeLinks(deps: { appUrl: string; secret: string }) {
  const sign = (payload: string) =>
    createHmac('sha256', deps.secret)
      .update(PURPOSE + payload)
      .digest('base64url');

  function tokenFor(target: UnsubscribeTarget): string {
    const payload = Buffer.from(JSON.stringify([target.email.toLowerCase(), target.kind])).toString(
      'base64url',
    );
    return `${payload}.${sign(payload)}`;
  }

  return {
    /** The confirmation page, linked from the email's text. */
    pageUrlFor: (target: UnsubscribeTarget) =>
      `${deps.appUrl}${withQuery(paths.unsubscribe, { token: tokenFor(target) })}`,
    /** RFC 8058's one-click address (List-Unsubscribe): a POST there unsubscribes. */
    oneClickUrlFor: (target: UnsubscribeTarget) =>
      `${deps.appUrl}/api/unsubscribe?token=${tokenFor(target)}`,
    /** The address and kind a token was made for, or null when it was not made by us. */
    read(token: string): UnsubscribeTarget | null {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const [email, kind] = JSON.parse(Buffer.from(payload, 'base64url').toString()) as unknown[];
        if (typeof email !== 'string' || typeof kind !== 'string' || !isOptionalEmailKind(kind))
          return null;
        return { email, kind };
      } catch {
        return null;
      }
    },
  };
}
