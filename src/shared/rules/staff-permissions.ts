/**
 * Who on the staff may do what (decision 041). A staff member holds one or
 * more roles; each role grants named permissions, and every staff route asks
 * for exactly one permission (its `op(…)` line says which). The server checks
 * them in one guard (`requirePermission`), and the console receives a person's
 * permissions to show only what they can use. Shared, so both read one table.
 */

export const staffRoles = ['admin', 'editor', 'coach', 'fulfilment'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const permissions = [
  /** The console's landing page: what waits for this person. */
  'console:view',
  /** The creators list and a creator's page (journey, answers, worksheets, claims). */
  'creators:read',
  /** Grant and remove staff roles. */
  'role:grant',
  /** The outbox: emails sent and failed, retries. */
  'emails:manage',
  /** Every invitation sent. */
  'invitations:read',
  /** The kit claims queue and its CSV. */
  'claims:read',
  /** Move kit claims on (packed, shipped, delivered). */
  'claims:ship',
  /** The audit trail. */
  'audit:read',
  /** Insights: funnel, stalls, at risk, retention, activity, operations. */
  'insights:read',
  /** Nudge creators, and keep the nudge templates. */
  'nudges:send',
  /** Write the programme in the studio. */
  'programme:edit',
  /** Publish, schedule and take realms back to draft. */
  'programme:publish',
  /** The resource library's entries and files, locked and deleted ones too. */
  'library:manage',
  /** Read creators' answers that ask for feedback, and write the feedback. */
  'review:write',
  /** Webhook endpoints, their secrets and delivery log. */
  'webhook:manage',
  /** Make and revoke API keys. */
  'apikey:manage',
  /** Cohorts: create them, set their pace, add and move their members. */
  'cohorts:manage',
] as const;
export type Permission = (typeof permissions)[number];

const grants: Record<StaffRole, readonly Permission[]> = {
  admin: permissions,
  editor: [
    'console:view',
    'programme:edit',
    'programme:publish',
    'library:manage',
    'insights:read',
    'cohorts:manage',
  ],
  coach: ['console:view', 'creators:read', 'insights:read', 'nudges:send', 'review:write'],
  fulfilment: ['console:view', 'claims:read', 'claims:ship'],
};

/** What a role lets its holder do, for the console's role picker and the docs. */
export function permissionsOfRole(role: StaffRole): readonly Permission[] {
  return grants[role];
}

/** Everything the roles together allow, in the order of `permissions`. */
export function permissionsOf(roles: readonly StaffRole[]): Permission[] {
  const granted = new Set(roles.flatMap((role) => grants[role]));
  return permissions.filter((permission) => granted.has(permission));
}

/** The roles that grant `permission`, in the order of `staffRoles`. */
export function rolesGranting(permission: Permission): StaffRole[] {
  return staffRoles.filter((role) => grants[role].includes(permission));
}

/** Whether someone holding `roles` may do `permission`. Creators hold none. */
export function can(holder: { staffRoles: readonly StaffRole[] }, permission: Permission): boolean {
  return holder.staffRoles.some((role) => grants[role].includes(permission));
}

/** Whether `role` allows nothing beyond what `holder` may do: the roles a staff member may give a key. */
export function isRoleWithin(role: StaffRole, holder: { staffRoles: readonly StaffRole[] }) {
  return grants[role].every((permission) => can(holder, permission));
}

/** How the console names each role, with what it is for. */
export const staffRoleLabels: Record<StaffRole, { name: string; description: string }> = {
  admin: { name: 'Admin', description: 'Everything, including who may do what.' },
  editor: { name: 'Editor', description: 'The programme studio and the library.' },
  coach: { name: 'Coach', description: 'The review queue, insights, nudges and creators’ pages.' },
  fulfilment: { name: 'Fulfilment', description: 'Kit claims and their CSV.' },
};
