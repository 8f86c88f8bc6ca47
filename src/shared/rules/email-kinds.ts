/**
 * The emails a reader can turn off, each with the words the settings and the
 * unsubscribe page use. Every email of these kinds carries a one-click
 * unsubscribe link (and List-Unsubscribe headers) for its kind.
 */
export const optionalEmailKinds = [
  { kind: 'checkin-reminder', label: 'Daily check-in reminders', isStaffOnly: false },
  { kind: 'streak-at-risk', label: 'Streak at risk', isStaffOnly: false },
  { kind: 'kit-claim', label: 'Ember Kit claims to ship', isStaffOnly: true },
  { kind: 'kit-status', label: 'Ember Kit shipping updates', isStaffOnly: false },
  { kind: 'realm-opened', label: 'A new realm opens for you', isStaffOnly: false },
  { kind: 'staff-nudge', label: 'Notes from the programme team', isStaffOnly: false },
  { kind: 'feedback', label: 'Feedback from a coach on your answers', isStaffOnly: false },
  // Also the one switch for buddy nudges: off, buddies cannot nudge at all (bell included).
  { kind: 'buddy-nudge', label: 'Nudges from your buddy', isStaffOnly: false },
] as const;

export type OptionalEmailKind = (typeof optionalEmailKinds)[number]['kind'];

export const optionalEmailKindValues = optionalEmailKinds.map((entry) => entry.kind) as [
  OptionalEmailKind,
  ...OptionalEmailKind[],
];

export function isOptionalEmailKind(kind: string): kind is OptionalEmailKind {
  return optionalEmailKindValues.includes(kind as OptionalEmailKind);
}

export function emailKindLabel(kind: OptionalEmailKind): string {
  return optionalEmailKinds.find((entry) => entry.kind === kind)!.label;
}

/**
 * About the account's safety: sent when the reader asks for them (confirming
 * an address, resetting a password) or when wrong passwords lock sign-in. No
 * unsubscribe, since refusing them would lock the account or hide an attack.
 */
export const securityEmailKinds = [
  'email-verification',
  'password-reset',
  'sign-in-locked',
] as const;

/**
 * Sent once, about one invitation: to the person a creator invited, and to
 * that creator when it is accepted. Neither can repeat (one invite per
 * creator), so there is nothing to unsubscribe from.
 */
export const invitationEmailKinds = ['invitation', 'invite-accepted'] as const;

export type EmailKind =
  OptionalEmailKind | (typeof securityEmailKinds)[number] | (typeof invitationEmailKinds)[number];
