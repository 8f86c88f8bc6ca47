import { AppError } from '#shared/errors.ts';
import {
  emailKindLabel,
  optionalEmailKinds,
  type OptionalEmailKind,
} from '#shared/rules/email-kinds.ts';
import type { Database } from '../../db/client.ts';
import { listOptedOutKinds, setOptedOut } from '../../mail/email-opt-outs.ts';
import type { UnsubscribeLinks } from '../../mail/unsubscribe-links.ts';

export type EmailPreferenceDeps = { db: Database; unsubscribeLinks: UnsubscribeLinks };

type Reader = { email: string; isStaff: boolean };

function kindsFor(reader: Reader) {
  return optionalEmailKinds.filter((entry) => reader.isStaff || !entry.isStaffOnly);
}

/** Which optional emails the signed-in reader gets, at their current address. */
export async function getEmailPreferences(deps: EmailPreferenceDeps, input: Reader) {
  const kinds = kindsFor(input);
  const optedOut = await listOptedOutKinds(
    deps.db,
    input.email,
    kinds.map((entry) => entry.kind),
  );
  return {
    email: input.email,
    preferences: kinds.map((entry) => ({
      kind: entry.kind,
      label: entry.label,
      isEnabled: !optedOut.has(entry.kind),
    })),
  };
}

export async function changeEmailPreference(
  deps: EmailPreferenceDeps,
  input: Reader & { kind: OptionalEmailKind; isEnabled: boolean },
) {
  if (!kindsFor(input).some((entry) => entry.kind === input.kind)) {
    throw new AppError('NOT_FOUND', { userMessage: 'There is no such email to change.' });
  }
  await setOptedOut(deps.db, {
    email: input.email,
    kind: input.kind,
    isOptedOut: !input.isEnabled,
  });
  return getEmailPreferences(deps, input);
}

const invalidLinkError = () =>
  new AppError('NOT_FOUND', {
    title: 'Link Not Valid',
    userMessage:
      'This unsubscribe link is not valid. You can choose your emails in your settings instead.',
  });

function readToken(deps: EmailPreferenceDeps, token: string) {
  const target = deps.unsubscribeLinks.read(token);
  if (!target) throw invalidLinkError();
  return target;
}

/** What an unsubscribe link would stop, for its confirmation page. No sign-in needed. */
export async function describeUnsubscribeLink(deps: EmailPreferenceDeps, input: { token: string }) {
  const target = readToken(deps, input.token);
  const optedOut = await listOptedOutKinds(deps.db, target.email, [target.kind]);
  return {
    email: target.email,
    kind: target.kind,
    label: emailKindLabel(target.kind),
    isUnsubscribed: optedOut.has(target.kind),
  };
}

/** One click, no sign-in: the address gets no more emails of the link's kind. Repeating it is harmless. */
export async function unsubscribeByLink(deps: EmailPreferenceDeps, input: { token: string }) {
  const target = readToken(deps, input.token);
  await setOptedOut(deps.db, { ...target, isOptedOut: true });
  return { email: target.email, kind: target.kind, label: emailKindLabel(target.kind) };
}

/** Undoes an unsubscribe from the same link ("Unsubscribed by mistake?"). */
export async function resubscribeByLink(deps: EmailPreferenceDeps, input: { token: string }) {
  const target = readToken(deps, input.token);
  await setOptedOut(deps.db, { ...target, isOptedOut: false });
  return { email: target.email, kind: target.kind, label: emailKindLabel(target.kind) };
}
